import { describe, expect, it } from 'vitest';
import { orderReturnRefund } from './order.pricing';

describe('the refund of a returned order', () => {
  const order = { totalPrice: 453_000, deliveryFee: 3_000 };

  it('keeps the return delivery fee back for a change of mind', () => {
    expect(orderReturnRefund(order, 'CHANGE_OF_MIND')).toBe(450_000);
  });

  it('gives everything back for a defective or wrong item', () => {
    expect(orderReturnRefund(order, 'DEFECT')).toBe(453_000);
  });

  it('keeps nothing back when the delivery was free, and never goes below zero', () => {
    expect(orderReturnRefund({ totalPrice: 120_000, deliveryFee: 0 }, 'CHANGE_OF_MIND')).toBe(
      120_000,
    );
    expect(orderReturnRefund({ totalPrice: 2_000, deliveryFee: 3_000 }, 'CHANGE_OF_MIND')).toBe(0);
  });
});
