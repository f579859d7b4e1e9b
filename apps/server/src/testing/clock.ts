import type { Clock } from '../platform/clock';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-11-21T03:00:00Z')): Clock & {
  advance(ms: number): void;
  set(instant: Date): void;
} {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (instant) => {
      now = instant.getTime();
    },
  };
}
