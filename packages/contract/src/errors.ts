import { COMMON_ERRORS, type ErrorDefinition } from './common/errors';
import { CATALOGUE_ERRORS } from './catalogue.messages';
import { MEMBER_ERRORS } from './member/member.messages';
import { ORDER_ERRORS } from './order/order.messages';
import { RENTAL_ERRORS } from './rental/rental.messages';
import { CONTACT_ERRORS } from './contact/contact.schemas';

/** Every error code with its HTTP status and Korean text. Domains add their tables here. */
export const ERRORS = {
  ...COMMON_ERRORS,
  ...MEMBER_ERRORS,
  ...CATALOGUE_ERRORS,
  ...ORDER_ERRORS,
  ...RENTAL_ERRORS,
  ...CONTACT_ERRORS,
} satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERRORS, code);
