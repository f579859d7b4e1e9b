import { describe, expect, it } from 'vitest';
import { routeTable, type RouteKey } from '@/config/paths';
import { rentalScreens } from './rental-screens';

describe('rentalScreens', () => {
  it('gives every rental route a screen module with a Component', async () => {
    const keys = Object.keys(rentalScreens) as RouteKey[];
    expect(keys.sort()).toEqual([
      'rentalAdminList',
      'rentalBuyout',
      'rentalList',
      'rentalPaid',
      'rentalRenew',
      'rentalReturn',
    ]);
    for (const key of keys) {
      expect(routeTable[key].pattern.startsWith('/rental/')).toBe(true);
      const module = await rentalScreens[key]!();
      expect(typeof module.Component).toBe('function');
    }
  });

  it('keeps the administrator board in a module of its own', async () => {
    const board = await rentalScreens.rentalAdminList!();
    const shop = await Promise.all(
      (['rentalList', 'rentalRenew', 'rentalReturn', 'rentalBuyout', 'rentalPaid'] as const).map(
        (key) => rentalScreens[key]!(),
      ),
    );
    expect(shop.map((module) => module.Component)).not.toContain(board.Component);
  });
});
