import { describe, expect, it } from 'vitest';
import { routeTable, type RouteKey } from '@/config/paths';
import { contactScreens } from '../contact-screens';

describe('contactScreens', () => {
  it('gives every inquiry route a screen module with a Component', async () => {
    const keys = Object.keys(contactScreens).sort();
    expect(keys).toEqual(
      (Object.keys(routeTable) as RouteKey[]).filter((key) => key.startsWith('contact')).sort(),
    );
    for (const key of keys as RouteKey[]) {
      const module = await contactScreens[key]!();
      expect(typeof module.Component).toBe('function');
    }
  });

  it('keeps administrator screens in modules of their own', async () => {
    const keys = Object.keys(contactScreens) as RouteKey[];
    const admin = keys.filter((key) => 'admin' in routeTable[key]);
    expect(admin.sort()).toEqual([
      'contactAdminList',
      'contactDeletedDetail',
      'contactDeletedList',
    ]);
    const shopModules = await Promise.all(
      keys.filter((key) => !admin.includes(key)).map((key) => contactScreens[key]!()),
    );
    for (const key of admin) {
      expect(shopModules).not.toContain(await contactScreens[key]!());
    }
  });
});
