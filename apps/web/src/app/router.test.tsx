import { TOKEN_STORAGE_KEY } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeTable, type RouteKey } from '@/config/paths';
import { jsonResponse, memberFixture, mockFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render-app';
import { makeToken } from '@/testing/token';
import { preparingRouteKeys } from './router';

const everyRoute = Object.entries(routeTable).map(([key, route]) => ({
  key,
  preparing: preparingRouteKeys.has(key as RouteKey),
  url: route.pattern.replace(/:\w+$/, '7'),
  title: route.title,
}));

/**
 * Screens that send the visitor on by design when opened bare: login and logout (signed in), a
 * password reset or my-info edit without the previous step, and the pages that need a token or
 * an order number in the address.
 */
const REDIRECTING = new Set([
  'login',
  'logout',
  'resetPassword',
  'myInfoModify',
  'paymentSuccess',
  'receiveExec',
  'cancelExec',
]);

describe('routes', () => {
  it.each(everyRoute)(
    '$url shows its screen inside the layout',
    async ({ key, url, title, preparing }) => {
      localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ sub: 'boss', scp: 'ROLE_ADMIN' }));
      vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      mockFetch(() => jsonResponse(memberFixture('boss')));
      const { router } = renderApp(url);

      const main = await screen.findByRole('main');
      if (preparing) await within(main).findByRole('heading', { name: '페이지 준비 중입니다' });
      else
        await waitFor(() =>
          expect(within(main).queryByText('화면을 불러오는 중입니다.')).toBeNull(),
        );
      const redirects = REDIRECTING.has(key);
      if (!redirects) expect(router.state.location.pathname).toBe(url);
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
      if (!redirects) await waitFor(() => expect(document.title).toBe(`${title} | 빌림마켓`));
    },
  );

  it('answers an unknown address with a Korean not-found page inside the layout', async () => {
    mockFetch(() => jsonResponse({}));
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '로그인' })).toBeTruthy();
  });
});
