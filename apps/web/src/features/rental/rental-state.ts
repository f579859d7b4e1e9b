import { ADMIN_RENTAL_STATES, FINAL_RENTAL_STATES, RENTAL_STATES } from '@store/contract';

/** A state an administrator may set on the board. */
export type AdminRentalState = (typeof ADMIN_RENTAL_STATES)[number];

export const isAdminRentalState = (state: string): state is AdminRentalState =>
  (ADMIN_RENTAL_STATES as readonly string[]).includes(state);

/** 반납 완료 and 대여 취소 are final: the contract's table lets nothing move them. */
export const isFinalRentalState = (state: string): boolean =>
  (FINAL_RENTAL_STATES as readonly string[]).includes(state);

export type RentalTone = 'success' | 'danger' | 'dark' | 'orange';

const TONES: Readonly<Record<string, RentalTone>> = {
  [RENTAL_STATES.renting]: 'success',
  [RENTAL_STATES.overdue]: 'danger',
  [RENTAL_STATES.returnChecking]: 'dark',
  [RENTAL_STATES.returnShipping]: 'dark',
  [RENTAL_STATES.returned]: 'dark',
};

/** 대여중 green, 연체 red, the three return states dark, anything else orange (specification 4). */
export const rentalTone = (state: string): RentalTone => TONES[state] ?? 'orange';
