import { describe, expect, it } from 'vitest';
import { routeTable } from '@/config/paths';
import { statsScreens } from '../stats-screens';

describe('statsScreens', () => {
  it("gives the administrator's statistics a screen module of its own", async () => {
    expect(Object.keys(statsScreens)).toEqual(['chartList']);
    expect(routeTable.chartList).toMatchObject({ pattern: '/chart/list', admin: true });
    const module = await statsScreens.chartList!();
    expect(typeof module.Component).toBe('function');
  });
});
