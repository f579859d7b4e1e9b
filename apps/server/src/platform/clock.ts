/** The time source of business rules, replaceable in tests (rentals, codes, business numbers). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
