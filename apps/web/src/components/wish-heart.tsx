import { ENDPOINTS, type EndpointReply } from '@store/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import {
  SHOPPING_COUNTS_QUERY_KEY,
  WISH_QUERY_ROOT,
  WISHED_SALE_SEQS_QUERY_KEY,
} from '@/lib/shopping-keys';
import { useToast } from './toast';
import { useSendToLogin } from './use-send-to-login';

/**
 * The heart of a listing (its card, its detail, the wish list). Listing cards are on the home
 * page's first load: this module stays small and Zod-free.
 */

export const WISH_HEART_TEXT = { add: '찜하기', remove: '찜 해제' } as const;

/** The heart's answer shows briefly: the heart itself already shows the change. */
const WISH_TOAST_MS = 1500;

type WishedSaleSeqs = EndpointReply<typeof ENDPOINTS.wish.saleSeqs>;

const getWishedSaleSeqs = () => apiRequest(ENDPOINTS.wish.saleSeqs);
const toSeqSet = (reply: WishedSaleSeqs) => new Set(reply.saleSeqs);

/** The listings the member has hearted, as a set; nothing is asked for a visitor. */
export function useWishedSaleSeqs() {
  const { user } = useSession();
  return useQuery({
    queryKey: WISHED_SALE_SEQS_QUERY_KEY,
    queryFn: getWishedSaleSeqs,
    enabled: user !== null,
    select: toSeqSet,
  });
}

/** A heart pressed: the listing and the state asked for. */
export interface WishChange {
  saleSeq: number;
  wished: boolean;
}

const withChange = (
  reply: WishedSaleSeqs | undefined,
  { saleSeq, wished }: WishChange,
): WishedSaleSeqs => {
  const others = (reply?.saleSeqs ?? []).filter((seq) => seq !== saleSeq);
  return { saleSeqs: wished ? [...others, saleSeq] : others };
};

const sendChange = ({ saleSeq, wished }: WishChange) =>
  wished
    ? apiRequest(ENDPOINTS.wish.add, { params: { saleSeq } })
    : apiRequest(ENDPOINTS.wish.remove, { params: { saleSeq } });

/** Changes sent by any heart and not yet answered. */
let changesInFlight = 0;

/**
 * Hearts and unhearts a listing. The heart changes at once; a refusal puts it back and says why.
 * Once the last of several quick presses is answered, the hearts, the wish list and the top bar's
 * counts are read again (not before, so no answer undoes a later press). Written without
 * `useMutation`, which the home page would otherwise load for its cards.
 */
export function useToggleWish() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const pending = useRef(false);

  const setWished = (change: WishChange) =>
    queryClient.setQueryData<WishedSaleSeqs>(WISHED_SALE_SEQS_QUERY_KEY, (reply) =>
      withChange(reply, change),
    );

  /** One change of a heart at a time: answers of two could arrive in either order. */
  const toggle = async (change: WishChange) => {
    if (pending.current) return;
    pending.current = true;
    changesInFlight += 1;
    try {
      // A read under way would bring back the hearts from before the press.
      await queryClient.cancelQueries({ queryKey: WISHED_SALE_SEQS_QUERY_KEY });
      setWished(change);
      const reply = await sendChange(change);
      toast.show(reply.message, WISH_TOAST_MS);
    } catch (error) {
      setWished({ ...change, wished: !change.wished });
      toast.show(errorMessage(error));
    } finally {
      changesInFlight -= 1;
      pending.current = false;
    }
    if (changesInFlight > 0) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: WISH_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: SHOPPING_COUNTS_QUERY_KEY }),
    ]);
  };

  return toggle;
}

const HEART_PATH =
  'M12 20.5 10.6 19.2C5.6 14.7 2.5 11.9 2.5 8.4 2.5 5.6 4.7 3.5 7.4 3.5c1.6 0 3.1.7 4.1 1.9 1-1.2 2.5-1.9 4.1-1.9 2.7 0 4.9 2.1 4.9 4.9 0 3.5-3.1 6.3-8.1 10.8L12 20.5Z';

const PLACEMENTS = {
  /** Over a listing card's picture, above the card's stretched link. */
  card: { className: 'btn btn-light border rounded-circle shadow-sm', size: '2.5rem', icon: 20 },
  /** Beside the detail's order buttons. */
  panel: { className: 'btn btn-outline-danger', size: '3rem', icon: 24 },
} as const;

export interface WishHeartProps {
  saleSeq: number;
  placement: keyof typeof PLACEMENTS;
  /** Shown until the member's hearts are read (the wish list knows its own are hearted). */
  wishedUntilRead?: boolean;
  /** The element naming the listing, which tells this heart apart from the other cards'. */
  describedBy?: string;
  className?: string;
}

/**
 * A toggle button ('찜하기' / '찜 해제', `aria-pressed`). A visitor's press goes to the login
 * screen and back.
 */
export function WishHeart({
  saleSeq,
  placement,
  wishedUntilRead = false,
  describedBy,
  className,
}: WishHeartProps) {
  const { user, authChecked } = useSession();
  const hearts = useWishedSaleSeqs();
  const toggle = useToggleWish();
  const sendToLogin = useSendToLogin();
  const wished = user !== null && (hearts.data?.has(saleSeq) ?? wishedUntilRead);
  const style = PLACEMENTS[placement];

  const press = () => {
    if (!authChecked) return;
    if (!user) return sendToLogin();
    void toggle({ saleSeq, wished: !wished });
  };

  return (
    <button
      type="button"
      className={[
        style.className,
        'd-inline-flex align-items-center justify-content-center flex-shrink-0 p-0',
        wished && placement === 'card' ? 'text-danger' : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ width: style.size, height: style.size, zIndex: 2 }}
      aria-pressed={wished}
      aria-label={wished ? WISH_HEART_TEXT.remove : WISH_HEART_TEXT.add}
      aria-describedby={describedBy}
      onClick={press}
    >
      <svg
        viewBox="0 0 24 24"
        width={style.icon}
        height={style.icon}
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={HEART_PATH}
          fill={wished ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
