import { randomBytes, randomInt } from 'node:crypto';
import { PaymentProviderError, vatOf, type PaymentProvider } from './provider';

/** `T` + 19 digits, like KakaoPay's. */
export const newTid = (): string =>
  `T${Array.from({ length: 19 }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('')}`;

export const newDemoToken = (): string => randomBytes(16).toString('hex');

/**
 * The built-in payment provider for a store without KakaoPay keys: its approval page is served by
 * this server (/api/kakaopay/demo/:tid), so a whole purchase works offline. No money moves.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    kind: 'demo',
    async ready(request) {
      const tid = newTid();
      // The approval page is on the store the payer will come back to.
      const url = `${new URL(request.approvalUrl).origin}/api/kakaopay/demo/${tid}`;
      return { tid, pcUrl: url, mobileUrl: url };
    },
    async approve(request) {
      if (!request.demoPgToken || request.demoPgToken !== request.pgToken) {
        throw new PaymentProviderError(-708, 'demo payment: invalid pg_token', true);
      }
      return {
        aid: `A${newTid().slice(1)}`,
        paymentMethodType: 'MONEY',
        amount: {
          total: request.totalAmount,
          tax_free: 0,
          vat: vatOf(request.totalAmount),
          point: 0,
          discount: 0,
        },
        approvedAt: new Date(),
      };
    },
    async cancel(request) {
      // Nothing was charged; the store's own ledger is the only record.
      return {
        cancelledTotal: request.amount,
        answer: { demo: true, cancel_amount: request.amount },
      };
    },
    async order() {
      // The demo provider keeps no record: the store's own ledger is the truth.
      return null;
    },
  };
}
