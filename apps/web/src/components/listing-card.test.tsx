import { CART_TEXT, ENDPOINTS, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildPage,
  buildSaleListItem,
  errorReply,
  handle,
  renderRoute,
  renderWithProviders,
  sentRequests,
  signIn,
} from '@/testing/test-utils';
import { ListingCard } from './listing-card';

const showCard = (overrides: Parameters<typeof buildSaleListItem>[0]) =>
  renderWithProviders(
    <ListingCard sale={buildSaleListItem(overrides)} imageSizes="300px" titleAs="h2" />,
  );

describe('listing card', () => {
  it('shows the monthly rent, and the purchase price of a listing that can be bought', () => {
    showCard({ title: '텐트', salePrice: 35_000, purchasePrice: 890_000 });

    expect(screen.getByRole('link', { name: '텐트' }).getAttribute('href')).toBe('/sale/detail/7');
    expect(screen.getByText('월 35,000원')).toBeTruthy();
    expect(screen.getByText('구매 890,000원')).toBeTruthy();
  });

  it('shows only the purchase price of a buy-only listing', () => {
    showCard({ title: '텐트', salePrice: 0, purchasePrice: 890_000, rentable: false });

    expect(screen.getByText('구매 890,000원')).toBeTruthy();
    expect(screen.queryByText(/^월 /)).toBeNull();
  });

  it('shows the rent alone of a listing that cannot be bought', () => {
    showCard({ title: '텐트', salePrice: 35_000 });

    expect(screen.getByText('월 35,000원')).toBeTruthy();
    expect(screen.queryByText(/^구매 /)).toBeNull();
  });

  it('marks over the picture how the listing can be had, for the eye only', () => {
    const chipsOf = (overrides: Parameters<typeof buildSaleListItem>[0]) => {
      const { container } = showCard(overrides);
      const chips = container.querySelector('.app-listing-card-chips');
      return {
        labels: [...(chips?.children ?? [])].map((chip) => chip.textContent),
        hidden: chips?.getAttribute('aria-hidden'),
      };
    };

    expect(chipsOf({ salePrice: 35_000, purchasePrice: 890_000 })).toEqual({
      labels: ['대여', '구매'],
      hidden: 'true',
    });
    expect(chipsOf({ salePrice: 35_000 }).labels).toEqual(['대여']);
    expect(chipsOf({ salePrice: 0, purchasePrice: 890_000, rentable: false }).labels).toEqual([
      '구매',
    ]);
  });

  it('names its link and heading by the title alone', () => {
    showCard({ title: '[코베아] 패밀리 돔 텐트', salePrice: 35_000, purchasePrice: 890_000 });

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('[코베아] 패밀리 돔 텐트');
    expect(screen.getByRole('link', { name: '[코베아] 패밀리 돔 텐트' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '[코베아] 패밀리 돔 텐트' })).toBeTruthy();
  });
});

describe('listing card: the heart', () => {
  const { wish, sale, category, cart } = ENDPOINTS;
  const showCards = () =>
    renderWithProviders(
      <>
        {[
          buildSaleListItem({ seq: 7, title: '텐트' }),
          buildSaleListItem({ seq: 8, title: '의자' }),
        ].map((item) => (
          <ListingCard key={item.seq} sale={item} imageSizes="300px" titleAs="h2" />
        ))}
      </>,
    );
  /** The member's wish list on the server: the hearts read what the writes left. */
  function serveWishes(initial: number[]) {
    const wished = new Set(initial);
    handle(wish.saleSeqs, () => ({ saleSeqs: [...wished] }));
    const added = handle(wish.add, ({ params }) => {
      wished.add(Number(params.saleSeq));
      return { message: success(CART_TEXT.wished) };
    });
    const removed = handle(wish.remove, ({ params }) => {
      wished.delete(Number(params.saleSeq));
      return { message: success(CART_TEXT.unwished) };
    });
    return { added, removed };
  }
  const heartOf = (title: string, name: string) =>
    screen.findByRole('button', { name, description: title });

  it("shows a member's hearts, and hearts and unhearts a listing on the server", async () => {
    signIn('alice');
    const { added, removed } = serveWishes([8]);
    const { user } = showCards();

    const chair = await heartOf('의자', '찜 해제');
    expect(chair.getAttribute('aria-pressed')).toBe('true');
    const tent = await heartOf('텐트', '찜하기');
    expect(tent.getAttribute('aria-pressed')).toBe('false');

    await user.click(tent);
    await waitFor(() => expect(tent.getAttribute('aria-pressed')).toBe('true'));
    expect(tent.getAttribute('aria-label')).toBe('찜 해제');
    // Said politely (a status), as every confirmation is.
    expect((await screen.findByText(CART_TEXT.wished)).closest('[role="status"]')).not.toBeNull();
    expect(added.calls.map((call) => call.params)).toEqual([{ saleSeq: '7' }]);

    await user.click(chair);
    await waitFor(() =>
      expect(removed.calls.map((call) => call.params)).toEqual([{ saleSeq: '8' }]),
    );
    expect(chair.getAttribute('aria-pressed')).toBe('false');
    expect(chair.getAttribute('aria-label')).toBe('찜하기');
  });

  it('puts the heart back and says why when the server refuses', async () => {
    signIn('alice');
    handle(wish.add, errorReply('SALE_NOT_FOUND', { text: CART_TEXT.saleNotFound }));
    const { user } = showCards();

    const tent = await heartOf('텐트', '찜하기');
    await user.click(tent);

    expect((await screen.findByRole('alert')).textContent).toContain(CART_TEXT.saleNotFound);
    await waitFor(() => expect(tent.getAttribute('aria-pressed')).toBe('false'));
    expect(tent.getAttribute('aria-label')).toBe('찜하기');
  });

  it("updates the top bar's count once the heart is answered", async () => {
    signIn('alice');
    handle(sale.list, buildPage('saleList', [buildSaleListItem({ seq: 7, title: '텐트' })]));
    handle(category.formSelect, []);
    handle(wish.add, { message: success(CART_TEXT.wished) });
    const { user } = renderRoute('/sale/list');

    const banner = within(await screen.findByRole('banner'));
    await banner.findByRole('link', { name: '찜 0개' });
    handle(cart.counts, { cart: 0, want: 1 });
    await user.click(await heartOf('텐트', '찜하기'));

    expect(await banner.findByRole('link', { name: '찜 1개' })).toBeTruthy();
  });

  it("sends a visitor's heart to the login screen, which returns to the listings", async () => {
    handle(sale.list, buildPage('saleList', [buildSaleListItem({ seq: 7, title: '텐트' })]));
    handle(category.formSelect, []);
    const { user, router } = renderRoute('/sale/list?p=1');

    const tent = await heartOf('텐트', '찜하기');
    expect(tent.getAttribute('aria-pressed')).toBe('false');
    await user.click(tent);

    expect(await screen.findByRole('heading', { name: '로그인', level: 1 })).toBeTruthy();
    expect(screen.getByText('로그인이 필요합니다.').closest('[role="status"]')).not.toBeNull();
    expect(router.state.location.state).toEqual({ from: '/sale/list?p=1' });
    expect(sentRequests().filter((request) => request.includes('/api/want'))).toEqual([]);
  });
});
