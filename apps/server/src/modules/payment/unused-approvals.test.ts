import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rentalHistory, rentals } from '../../db/schema';
import { insertApprovedPayment, usePurchaseTestApp } from '../../testing/purchases';
import { findUnusedApprovalsBefore, UNUSED_APPROVAL_WINDOW_MS } from './payment.repository';

// The minute's sweep looks for approvals nothing came of, to refund them: an extension's or a
// late fee's payment applied to its rental is used (it never has an order), and it reads only
// the approvals of the window before now, not every approval the shop ever had.
const t = usePurchaseTestApp({ buyerName: '미사용승인' });
const HOUR = 60 * 60 * 1000;

const approvedPayment = (name: string, purpose: string, approvedAt: Date) =>
  insertApprovedPayment(t.db, { name: `unused-${name}`, purpose, totalAmount: 10_000, approvedAt });

describe('the sweep of approvals nothing came of', () => {
  it('finds an unused approval of the window, and not an applied extension or an old one', async () => {
    // A rental to extend, rented through the API (which leaves a payment of its own).
    const { sale } = await t.kit.listing({ stock: 5, quantity: 5 });
    const { orderSeq } = (await t.kit.order(t.buyer, sale, 1, 12000, 3000))!;
    const [rental] = await t.db
      .select({ seq: rentals.seq })
      .from(rentals)
      .where(eq(rentals.orderSeq, orderSeq));
    const now = new Date();
    const unused = await approvedPayment('unused', 'ORDER', new Date(now.getTime() - 2 * HOUR));
    const extension = await approvedPayment(
      'extension',
      'EXTENSION',
      new Date(now.getTime() - 2 * HOUR),
    );
    const unusedExtension = await approvedPayment(
      'lost-extension',
      'EXTENSION',
      new Date(now.getTime() - 3 * HOUR),
    );
    const old = await approvedPayment(
      'old',
      'ORDER',
      new Date(now.getTime() - UNUSED_APPROVAL_WINDOW_MS - 2 * HOUR),
    );
    // The extension applied: its payment is named in the rental's history.
    await t.db
      .insert(rentalHistory)
      .values({ rentalSeq: rental!.seq, kind: 'EXTENDED', paymentSeq: extension, days: 7 });

    const found = (await findUnusedApprovalsBefore(t.db, new Date(now.getTime() - HOUR))).map(
      (row) => row.seq,
    );
    expect(found).toContain(unused);
    expect(found).toContain(unusedExtension);
    expect(found).not.toContain(extension);
    expect(found).not.toContain(old);
    // Oldest first: a lost approval is refunded before newer ones.
    expect(found.indexOf(unusedExtension)).toBeLessThan(found.indexOf(unused));
  });
});
