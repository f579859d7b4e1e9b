import { ADMIN_RENTAL_STATES, FINAL_RENTAL_STATES, RENTAL_STATES } from '@store/contract';

/** A state an administrator may set on the board. */
export type AdminRentalState = (typeof ADMIN_RENTAL_STATES)[number];

export const isAdminRentalState = (state: string): state is AdminRentalState =>
  (ADMIN_RENTAL_STATES as readonly string[]).includes(state);

/** 반납 완료, 대여 취소 and 인수 완료 are final: the contract's table lets nothing move them. */
export const isFinalRentalState = (state: string): boolean =>
  (FINAL_RENTAL_STATES as readonly string[]).includes(state);

/** 대여 대기: paid, not delivered; only the store starts it (at delivery). */
export const isWaitingRental = (state: string): boolean => state === RENTAL_STATES.waiting;

export type RentalTone = 'primary' | 'success' | 'danger' | 'dark' | 'info' | 'orange';

const TONES: Readonly<Record<string, RentalTone>> = {
  [RENTAL_STATES.waiting]: 'primary',
  [RENTAL_STATES.renting]: 'success',
  [RENTAL_STATES.overdue]: 'danger',
  [RENTAL_STATES.returnChecking]: 'dark',
  [RENTAL_STATES.returnShipping]: 'dark',
  [RENTAL_STATES.returned]: 'dark',
  [RENTAL_STATES.boughtOut]: 'info',
};

/**
 * 대여 대기 blue, 대여중 green, 연체 red, the three return states dark, 인수 완료 cyan, anything else
 * orange (specification 4; 대여 대기 and 인수 완료 are the store's own).
 */
export const rentalTone = (state: string): RentalTone => TONES[state] ?? 'orange';
