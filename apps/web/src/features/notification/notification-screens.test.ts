import { describe, expect, it } from 'vitest';
import { routeTable } from '@/config/paths';
import { notificationScreens } from '../notification-screens';

describe('notificationScreens', () => {
  it("gives the member's settings and the administrator's log screens of their own", async () => {
    expect(Object.keys(notificationScreens).sort()).toEqual([
      'notificationList',
      'notificationSettings',
    ]);
    expect(routeTable.notificationList).toMatchObject({ admin: true, guarded: true });
    expect('admin' in routeTable.notificationSettings).toBe(false);
    const [settings, log] = await Promise.all([
      notificationScreens.notificationSettings!(),
      notificationScreens.notificationList!(),
    ]);
    expect(typeof settings.Component).toBe('function');
    expect(typeof log.Component).toBe('function');
    expect(settings).not.toBe(log);
  });
});
