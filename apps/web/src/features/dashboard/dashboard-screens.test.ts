import { describe, expect, it } from 'vitest';
import { routeTable } from '@/config/paths';
import { dashboardScreens } from '../dashboard-screens';

describe('dashboardScreens', () => {
  it("gives the administrator's dashboard a screen module of its own, behind the login guard", async () => {
    expect(Object.keys(dashboardScreens)).toEqual(['adminDashboard']);
    expect(routeTable.adminDashboard).toMatchObject({
      pattern: '/admin',
      admin: true,
      guarded: true,
    });
    const module = await dashboardScreens.adminDashboard!();
    expect(typeof module.Component).toBe('function');
  });
});
