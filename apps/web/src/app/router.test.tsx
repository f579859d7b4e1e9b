import { TOKEN_STORAGE_KEY } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/config/paths';
import { jsonResponse, memberFixture, mockFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render-app';
import { makeToken } from '@/testing/token';

const everyRoute = Object.entries(routeTable).map(([key, route]) => ({
  key,
  url: route.pattern.replace(/:\w+$/, '7'),
  title: route.title,
}));

describe('routes', () => {
  it.each(everyRoute)('$url shows its screen inside the layout', async ({ url, title }) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ sub: 'boss', scp: 'ROLE_ADMIN' }));
    mockFetch(() => jsonResponse(memberFixture('boss')));
    const { router } = renderApp(url);

    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: '페이지 준비 중입니다' });
    expect(router.state.location.pathname).toBe(url);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} | 빌림마켓`));
  });

  it('answers an unknown address with a Korean not-found page inside the layout', async () => {
    mockFetch(() => jsonResponse({}));
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '로그인' })).toBeTruthy();
  });
});
