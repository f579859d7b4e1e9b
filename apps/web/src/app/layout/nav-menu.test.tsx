import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/test-utils';

// The top bar's dropdown code arrives only when the test lets it (top-bar.tsx imports it lazily).
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./nav-menu', async (importOriginal) => {
  await code.arrived;
  return importOriginal();
});

it('opens a menu clicked before its code arrived as soon as it is there, with focus on it', async () => {
  const { user } = renderRoute('/comingsoon');
  await screen.findByRole('heading', { name: '페이지 준비 중입니다' });
  const topBar = within(screen.getByRole('banner'));

  await user.click(topBar.getByRole('button', { name: '마이페이지' }));
  expect(screen.queryByRole('link', { name: '내 정보' })).toBeNull();

  code.arrive();
  expect((await screen.findByRole('link', { name: '내 정보' })).getAttribute('href')).toBe(
    '/member/myinfo',
  );
  const toggle = topBar.getByRole('button', { name: '마이페이지' });
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(toggle);
});
