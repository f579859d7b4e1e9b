import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { routeTable, type RouteKey } from '@/config/paths';
import { errorReply, renderRoute, server, signIn } from '@/testing/test-utils';
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
  'cartCheckout',
  'receiveExec',
  'cancelExec',
]);

describe('routes', () => {
  it.each(everyRoute)(
    '$url shows its screen inside the layout',
    async ({ key, url, title, preparing }) => {
      // The screens' data is not the point here: every call but the session's finds nothing.
      server.use(http.all('/api/*', () => errorReply('NOT_FOUND')));
      signIn('boss', { admin: true });
      const { router } = renderRoute(url);

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
    renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '로그인' })).toBeTruthy();
  });
});
