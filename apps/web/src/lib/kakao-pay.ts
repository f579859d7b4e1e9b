import { ENDPOINTS } from '@store/contract';
import { apiRequest } from './api-client';

/** Phones (narrower than Bootstrap's md breakpoint) get the provider's mobile page. */
export const PHONE_WIDTH_MAX = 767;

export const isPhoneWidth = (): boolean => window.innerWidth <= PHONE_WIDTH_MAX;

/** The provider's pages for the member to pay on, as `ready` answers them. */
export interface ProviderPages {
  next_redirect_pc_url: string;
  next_redirect_mobile_url: string;
}

/** The provider's page for this device, out of what `ready` answered. */
export const providerPageOf = (reply: ProviderPages): string =>
  isPhoneWidth() ? reply.next_redirect_mobile_url : reply.next_redirect_pc_url;

/** Gives up a payment that was readied but not paid: the units held for it are sold again. */
export const quitPayment = (tid: string) => apiRequest(ENDPOINTS.cart.quit, { body: { tid } });
