import { PAYMENT_TEXT } from '@store/contract';
import { useState } from 'react';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { providerPageOf, type ProviderPages } from '@/lib/kakao-pay';
import type { DeliveryFormValues } from './delivery-form';
import type { DeliveryForm } from './use-delivery-form';

export interface CheckoutPaymentOptions {
  /**
   * Readies the payment and keeps what the provider's return needs; null when there is nothing
   * to pay (the member is not known yet).
   */
  ready: (details: DeliveryFormValues) => Promise<ProviderPages | null>;
  /** The refusals the server explains itself (a changed price, stock that ran out). */
  isExplained: (error: ApiError) => boolean;
  /** What the screen does besides showing an explained refusal's message. */
  onRefused?: (error: ApiError) => void;
}

/**
 * The pay button of an order screen: saves the typed address when asked to, readies the payment
 * and leaves for the provider's page. A refusal the server explains is shown with its message,
 * anything else as the payment that could not be prepared.
 */
export function useCheckoutPayment(
  delivery: DeliveryForm,
  { ready, isExplained, onRefused }: CheckoutPaymentOptions,
) {
  const toast = useToast();
  const [paying, setPaying] = useState(false);

  const pay = delivery.form.submit(async (details) => {
    setPaying(true);
    if (!(await delivery.saveIfAsked(details))) {
      setPaying(false);
      return;
    }
    try {
      const reply = await ready(details);
      if (reply === null) {
        setPaying(false);
        return;
      }
      // The page is left for the provider's; the button stays disabled meanwhile.
      window.location.assign(providerPageOf(reply));
    } catch (error) {
      if (error instanceof ApiError && isExplained(error)) {
        onRefused?.(error);
        toast.show(error.userMessage);
      } else {
        toast.show({ text: PAYMENT_TEXT.prepareFailed, type: 'error' });
      }
      setPaying(false);
    }
  });

  return { paying, pay };
}
