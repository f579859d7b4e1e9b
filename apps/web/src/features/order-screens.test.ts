import { describe, expect, it } from 'vitest';
import { routeTable, type RouteKey } from '@/config/paths';
import { orderScreens } from './order-screens';

describe('orderScreens', () => {
  it('gives every ordering, payment and order route a screen module with a Component', async () => {
    const keys = Object.keys(orderScreens).sort();
    expect(keys).toEqual(
      [
        'buy',
        'buyAdd',
        'paymentSuccess',
        'paymentFail',
        'paymentCancel',
        'orderList',
        'orderDetail',
        'orderAdminList',
        'receive',
        'receiveExec',
        'cancel',
        'cancelExec',
        'returnRequest',
        'returnAdd',
        'testTracking',
        'receiveAdminList',
      ].sort(),
    );
    for (const key of keys as RouteKey[]) {
      expect(routeTable[key]).toBeDefined();
      const module = await orderScreens[key]!();
      expect(typeof module.Component).toBe('function');
    }
  });

  it('keeps administrator screens in modules of their own', async () => {
    const keys = Object.keys(orderScreens) as RouteKey[];
    const admin = keys.filter((key) => 'admin' in routeTable[key]);
    expect(admin.sort()).toEqual(['orderAdminList', 'receiveAdminList']);
    const shopModules = await Promise.all(
      keys.filter((key) => !admin.includes(key)).map((key) => orderScreens[key]!()),
    );
    for (const key of admin) {
      expect(shopModules).not.toContain(await orderScreens[key]!());
    }
  });
});
