import { describe, expect, it } from 'vitest';
import { FINAL_ORDER_STATES, ORDER_MACHINE, ORDER_STATE_CODES } from '../order/order.constants';
import {
  PAYMENT_MACHINE,
  PAYMENT_STATUSES,
  refundableAmount,
  statusAfterRefunds,
} from '../payment/payment.machine';
import {
  ADMIN_RENTAL_STATES,
  canCancelReturn,
  canExtendRental,
  canRequestReturn,
  RENTAL_MACHINE,
  RENTAL_STATES,
  RENTAL_STATE_VALUES,
} from '../rental/rental.schemas';
import type { Actor, StateMachine } from './state-machine';

const ACTORS: Actor[] = ['CUSTOMER', 'ADMIN', 'SYSTEM'];

/** Every (from, to, actor) triple, and whether the expected table allows it. */
function everyTriple<S extends string>(states: readonly S[]) {
  return states.flatMap((from) =>
    states.flatMap((to) => ACTORS.map((actor) => ({ from, to, actor }))),
  );
}

function assertExactly<S extends string>(
  machine: StateMachine<S>,
  allowed: (from: S, to: S, actor: Actor) => boolean,
) {
  const wrong = everyTriple(machine.states).filter(
    ({ from, to, actor }) => machine.can(from, to, actor) !== allowed(from, to, actor),
  );
  expect(wrong).toEqual([]);
}

describe('the order state machine', () => {
  const customer: Record<string, string[]> = {
    'P.RDY': ['C.REQ'],
    'P.CPLT': ['C.REQ'],
    'D.PRG': ['RV.CPLT', 'RT.REQ'],
    'D.CPLT': ['RV.CPLT', 'RT.REQ'],
  };

  it('allows exactly the customer moves of architecture.md, "Rules: orders"', () => {
    assertExactly(ORDER_MACHINE, (from, to, actor) =>
      actor === 'CUSTOMER'
        ? (customer[from] ?? []).includes(to)
        : ORDER_MACHINE.can(from, to, actor),
    );
    expect(ORDER_MACHINE.targets('D.CPLT', 'CUSTOMER')).toEqual(['RV.CPLT', 'RT.REQ']);
    expect(ORDER_MACHINE.targets('RV.CPLT', 'CUSTOMER')).toEqual([]);
  });

  it('lets administrators move anywhere but out of a finished cancel or return', () => {
    assertExactly(ORDER_MACHINE, (from, to, actor) =>
      actor === 'ADMIN'
        ? from !== to && !FINAL_ORDER_STATES.includes(from)
        : ORDER_MACHINE.can(from, to, actor),
    );
    for (const final of FINAL_ORDER_STATES) {
      for (const actor of ACTORS) expect(ORDER_MACHINE.targets(final, actor)).toEqual([]);
    }
    expect(ORDER_MACHINE.can('P.CPLT', 'RT.CPLT', 'ADMIN')).toBe(true);
  });

  it('lets the store cancel only an unpaid order', () => {
    const system = ORDER_STATE_CODES.flatMap((from) =>
      ORDER_MACHINE.targets(from, 'SYSTEM').map((to) => `${from}>${to}`),
    );
    expect(system).toEqual(['P.RDY>C.CPLT']);
  });
});

describe('the rental state machine', () => {
  const { waiting, renting, returnChecking, returnShipping, returned, cancelled, boughtOut } =
    RENTAL_STATES;

  it('lets the member ask for the pickup and take the request back, nothing else', () => {
    const moves = RENTAL_STATE_VALUES.flatMap((from) =>
      RENTAL_MACHINE.targets(from, 'CUSTOMER').map((to) => `${from}>${to}`),
    );
    expect(moves).toEqual([`${renting}>${returnChecking}`, `${returnChecking}>${renting}`]);
    expect(canRequestReturn(RENTAL_STATES.overdue)).toBe(true);
    expect(canRequestReturn(returnShipping)).toBe(false);
    expect(canCancelReturn(returnChecking)).toBe(true);
    expect(canCancelReturn(renting)).toBe(false);
  });

  it('has nothing to extend or return before delivery starts the rental', () => {
    expect(canRequestReturn(waiting)).toBe(false);
    expect(canExtendRental(waiting)).toBe(false);
    expect(RENTAL_MACHINE.targets(waiting, 'CUSTOMER')).toEqual([]);
    expect(RENTAL_MACHINE.targets(waiting, 'ADMIN')).toEqual([]);
  });

  it('lets administrators move along their board, never out of 반납 완료', () => {
    assertExactly(RENTAL_MACHINE, (from, to, actor) =>
      actor === 'ADMIN'
        ? from !== to &&
          from !== returned &&
          (ADMIN_RENTAL_STATES as readonly string[]).includes(from) &&
          (ADMIN_RENTAL_STATES as readonly string[]).includes(to)
        : RENTAL_MACHINE.can(from, to, actor),
    );
    expect(RENTAL_MACHINE.targets(cancelled, 'ADMIN')).toEqual([]);
  });

  it('lets the store start a waiting rental at delivery, sell a running one, and end any rental still open', () => {
    const final = [returned, cancelled, boughtOut] as string[];
    assertExactly(RENTAL_MACHINE, (from, to, actor) =>
      actor === 'SYSTEM'
        ? (from === waiting && to === renting) ||
          (from === renting && to === boughtOut) ||
          (!final.includes(from) && (to === returned || to === cancelled))
        : RENTAL_MACHINE.can(from, to, actor),
    );
    expect(RENTAL_MACHINE.targets(boughtOut, 'ADMIN')).toEqual([]);
  });
});

describe('the payment state machine', () => {
  const allowed = new Set([
    'READY>APPROVING>CUSTOMER',
    'READY>FAILED>SYSTEM',
    'APPROVING>APPROVED>SYSTEM',
    'APPROVING>FAILED>SYSTEM',
    'APPROVED>PARTIALLY_CANCELLED>SYSTEM',
    'APPROVED>CANCELLED>SYSTEM',
    'PARTIALLY_CANCELLED>PARTIALLY_CANCELLED>SYSTEM',
    'PARTIALLY_CANCELLED>CANCELLED>SYSTEM',
  ]);

  it('allows exactly the ledger moves, and nothing leaves CANCELLED or FAILED', () => {
    assertExactly(PAYMENT_MACHINE, (from, to, actor) => allowed.has(`${from}>${to}>${actor}`));
    expect(PAYMENT_STATUSES.length * PAYMENT_STATUSES.length * ACTORS.length).toBe(108);
  });

  it('derives the status and what may still be refunded from the refunds', () => {
    expect(statusAfterRefunds(15000, 0)).toBe('APPROVED');
    expect(statusAfterRefunds(15000, 5000)).toBe('PARTIALLY_CANCELLED');
    expect(statusAfterRefunds(15000, 15000)).toBe('CANCELLED');
    expect(refundableAmount(15000, [])).toBe(15000);
    expect(refundableAmount(15000, [5000, 3000])).toBe(7000);
    expect(refundableAmount(15000, [15000, 3000])).toBe(0);
  });
});
