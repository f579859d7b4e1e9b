import { COMMON_ERRORS, defineErrors, type ErrorDefinition, refusal } from './common/errors';
import { CART_ERRORS } from './cart/cart.schemas';
import { CATALOGUE_ERRORS } from './catalogue.messages';
import { MEMBER_ERRORS } from './member/member.messages';
import { ORDER_ERRORS } from './order/order.messages';
import { RENTAL_ERRORS } from './rental/rental.messages';
import { CONTACT_ERRORS } from './contact/contact.schemas';
import { NOTIFICATION_ERRORS } from './notification/notification.schemas';
import { STOCK_ERRORS } from './product/product-stock.schemas';
import { STOREFRONT_ERRORS } from './storefront/storefront.schemas';

/** Refusals the HTTP server makes itself, before any route: a request too slow or too large. */
const CONNECTION_ERRORS = defineErrors({
  REQUEST_TIMEOUT: refusal(408, '요청 시간이 초과되었습니다. 잠시 후 다시 시도해주세요.'),
  HEADERS_TOO_LARGE: refusal(431, '요청 헤더가 너무 큽니다.'),
});

/** Every error code with its HTTP status and Korean text. Domains add their tables here. */
export const ERRORS = {
  ...COMMON_ERRORS,
  ...CONNECTION_ERRORS,
  ...MEMBER_ERRORS,
  ...CATALOGUE_ERRORS,
  ...ORDER_ERRORS,
  ...RENTAL_ERRORS,
  ...CONTACT_ERRORS,
  ...NOTIFICATION_ERRORS,
  ...STOCK_ERRORS,
  ...CART_ERRORS,
  ...STOREFRONT_ERRORS,
} satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERRORS, code);
