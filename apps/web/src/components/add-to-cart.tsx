import { ENDPOINTS, type CartAddBody } from '@store/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';
import { useSession } from '@/lib/session';
import { CART_QUERY_ROOT, SHOPPING_COUNTS_QUERY_KEY } from '@/lib/shopping-keys';
import { useToast } from './toast';
import { useSendToLogin } from './use-send-to-login';

export const ADD_TO_CART_TEXT = { add: '장바구니 담기', viewCart: '장바구니 보기' } as const;

/** Long enough to reach the toast's link to the cart. */
const ADDED_TOAST_MS = 8000;

/**
 * The fields of a cart choice a refusal can name ('주문할 수 있는 수량은 2개입니다.' on `count`).
 * `saleSeq` is the listing itself: its message shows by the '장바구니 담기' button.
 */
export type CartChoiceField = 'saleSeq' | 'orderType' | 'rentalPeriod' | 'count';
export type CartChoiceErrors = Partial<Record<CartChoiceField, string>>;

/** The id of the control of each field: its message is linked to it, and it takes the focus. */
export type CartChoiceControls = Record<CartChoiceField, string>;

const feedbackIdOf = (controlId: string) => `${controlId}-feedback`;

/** The refusal's messages by field; one about a choice not on the screen goes to the button's. */
function messagesOnScreen(error: unknown, controls: CartChoiceControls): CartChoiceErrors {
  if (!(error instanceof ApiError)) return {};
  const messages: CartChoiceErrors = {};
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    if (!(name in controls)) continue;
    const field = name as CartChoiceField;
    const shown = document.getElementById(controls[field]) ? field : 'saleSeq';
    messages[shown] ??= message;
  }
  return messages;
}

const addToCart = (body: CartAddBody) => apiRequest(ENDPOINTS.cart.add, { body });

/**
 * '장바구니 담기' of a listing (the same listing, mode and period again adds to the count).
 * A visitor goes to the login screen. Added: the server's message with a link to the cart, and the
 * cart and the top bar's counts are read again. Refused: the server's message as a toast, and what
 * it said of each choice beside that choice's control (`errors`, until the choice changes), the
 * first of them focused.
 */
export function useAddToCart(controls: CartChoiceControls) {
  const { user, authChecked } = useSession();
  const sendToLogin = useSendToLogin();
  const toast = useToast();
  const navigate = useNavigate();
  const mutation = useInvalidatingMutation(addToCart, {
    invalidate: [SHOPPING_COUNTS_QUERY_KEY, CART_QUERY_ROOT],
  });
  const [errors, setErrors] = useState<CartChoiceErrors>({});
  // Set at once: a second press before the answer would add the units twice.
  const sending = useRef(false);
  // A new object each time, so the same control is focused again after a second refusal.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const add = async (body: CartAddBody) => {
    if (!authChecked || sending.current) return;
    if (!user) return sendToLogin();
    sending.current = true;
    setErrors({});
    try {
      const reply = await mutation.mutateAsync(body);
      toast.show(
        {
          ...reply.message,
          link: {
            text: ADD_TO_CART_TEXT.viewCart,
            href: paths.cartList,
            follow: () => void navigate(paths.cartList),
          },
        },
        ADDED_TOAST_MS,
      );
    } catch (error) {
      toast.show(errorMessage(error));
      const messages = messagesOnScreen(error, controls);
      setErrors(messages);
      const first = Object.keys(messages)
        .map((field) => document.getElementById(controls[field as CartChoiceField]))
        .filter((element): element is HTMLElement => element !== null)
        .sort((a, b) =>
          a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        )[0];
      if (first) setFocusRequest({ id: first.id });
    } finally {
      sending.current = false;
    }
  };

  /** A choice changed: what the server said of it no longer holds. */
  const clearErrors = (...fields: CartChoiceField[]) =>
    setErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const kept = { ...current };
      for (const field of fields) delete kept[field];
      return kept;
    });

  /** The `aria-describedby` of a choice's control: its message, while there is one. */
  const describedBy = (field: CartChoiceField) =>
    errors[field] ? feedbackIdOf(controls[field]) : undefined;

  /** A form control's state for its choice: invalid, and described by the message, while refused. */
  const controlProps = (field: CartChoiceField) => ({
    isInvalid: Boolean(errors[field]),
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': describedBy(field),
  });

  return { add, errors, clearErrors, describedBy, controlProps };
}

/** The server's message about one choice, under its control. */
export function CartChoiceFeedback({
  controlId,
  error,
}: {
  controlId: string;
  error: string | undefined;
}) {
  if (!error) return null;
  return (
    <div id={feedbackIdOf(controlId)} className="invalid-feedback d-block" role="alert">
      {error}
    </div>
  );
}
