import { CART_TEXT, ENDPOINTS, success, type WishItem } from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, findToast, handle, renderRoute, signIn } from '@/testing/test-utils';

const { wish, cart } = ENDPOINTS;

/** 텐트: 월 35,000원 for 30 or 90 days, or 890,000원 to buy; three left. */
const buildWishItem = (overrides: Partial<WishItem> = {}): WishItem => ({
  saleSeq: 7,
  saleNo: 'SA2611210000007',
  title: '텐트',
  thumbnailPath: '/uploads/tent.png',
  salePrice: 35_000,
  purchasePrice: 890_000,
  rentalPeriods: [30, 90],
  deliveryFee: 3_000,
  available: 3,
  onSale: true,
  insertDttm: '2026-11-21T14:00:00+09:00',
  ...overrides,
});

const soldOutChair = buildWishItem({
  saleSeq: 8,
  title: '캠핑 의자',
  salePrice: 10_000,
  purchasePrice: null,
  available: 0,
});
const endedLantern = buildWishItem({
  saleSeq: 9,
  title: '랜턴',
  salePrice: null,
  purchasePrice: 50_000,
  rentalPeriods: [],
  deliveryFee: 0,
  onSale: false,
});

/** The member's wish list on the server: the list and the hearts read what the writes left. */
function serveWishList(items: WishItem[]) {
  let wished = items;
  handle(wish.list, () => ({ items: wished }));
  handle(wish.saleSeqs, () => ({ saleSeqs: wished.map((item) => item.saleSeq) }));
  return handle(wish.remove, ({ params }) => {
    wished = wished.filter((item) => item.saleSeq !== Number(params.saleSeq));
    return { message: success(CART_TEXT.unwished) };
  });
}

async function openWishList(items: WishItem[]) {
  signIn('alice');
  const removals = serveWishList(items);
  const rendered = renderRoute('/want/list');
  await screen.findByRole('heading', { name: '찜 목록', level: 1 });
  return { ...rendered, removals };
}

const itemNamed = async (title: string) =>
  within(await screen.findByRole('article', { name: title }));

describe('wish list', () => {
  it('shows each listing with its prices, sold out and ended, and its heart on', async () => {
    await openWishList([buildWishItem(), soldOutChair, endedLantern]);

    const tent = await itemNamed('텐트');
    expect(screen.getByText('찜한 상품 3개')).toBeTruthy();
    expect(tent.getByText('월 35,000원')).toBeTruthy();
    expect(tent.getByText('구매 890,000원')).toBeTruthy();
    expect(tent.getByText('배송비 3,000원 · 남은 수량 3개')).toBeTruthy();
    expect(tent.getByRole('link', { name: '텐트' }).getAttribute('href')).toBe('/sale/detail/7');
    expect(tent.getByRole('button', { name: '찜 해제' }).getAttribute('aria-pressed')).toBe('true');
    expect(tent.queryByText('품절')).toBeNull();
    expect(
      (tent.getByRole('button', { name: '장바구니 담기' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    const chair = await itemNamed('캠핑 의자');
    expect(chair.getByText('월 10,000원')).toBeTruthy();
    expect(chair.getByText('배송비 3,000원')).toBeTruthy();
    expect(chair.queryByText(/^구매 /)).toBeNull();
    expect(chair.getByText('품절')).toBeTruthy();
    expect(
      (chair.getByRole('button', { name: '장바구니 담기' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const lantern = await itemNamed('랜턴');
    expect(lantern.getByText('구매 50,000원')).toBeTruthy();
    expect(lantern.getByText('무료배송')).toBeTruthy();
    expect(lantern.queryByText(/^월 /)).toBeNull();
    expect(lantern.getByText('판매 종료')).toBeTruthy();
    expect(lantern.queryByRole('button', { name: '장바구니 담기' })).toBeNull();
    expect(lantern.getByRole('button', { name: '찜 해제' })).toBeTruthy();
  });

  it('puts a listing in the cart: rented for 30 days unless another choice is made', async () => {
    const adds = handle(cart.add, { cartSeq: 31, message: success(CART_TEXT.added) });
    const { user } = await openWishList([buildWishItem()]);
    const tent = await itemNamed('텐트');

    const mode = tent.getByLabelText('주문 방식') as HTMLSelectElement;
    expect([...mode.options].map((option) => option.textContent)).toEqual(['대여', '구매']);
    expect(mode.value).toBe('RENT');
    const period = tent.getByLabelText('대여 기간') as HTMLSelectElement;
    expect([...period.options].map((option) => option.textContent)).toEqual(['30일', '90일']);
    expect(period.value).toBe('30');

    fireEvent.change(tent.getByLabelText('수량'), { target: { value: '2' } });
    await user.click(tent.getByRole('button', { name: '장바구니 담기' }));
    const toast = await findToast(CART_TEXT.added);
    expect(within(toast).getByRole('link', { name: '장바구니 보기' }).getAttribute('href')).toBe(
      '/cart/list',
    );

    await user.selectOptions(mode, 'BUY');
    expect(tent.queryByLabelText('대여 기간')).toBeNull();
    await user.click(tent.getByRole('button', { name: '장바구니 담기' }));

    await waitFor(() => expect(adds.calls).toHaveLength(2));
    expect(adds.calls.map((call) => call.body)).toEqual([
      { saleSeq: 7, orderType: 'RENT', rentalPeriod: 30, count: 2 },
      { saleSeq: 7, orderType: 'BUY', count: 2 },
    ]);
    // Still wished: putting it in the cart does not take it off the list.
    expect(screen.getByRole('article', { name: '텐트' })).toBeTruthy();
  });

  it('buys a listing that cannot be rented', async () => {
    const adds = handle(cart.add, { cartSeq: 32, message: success(CART_TEXT.added) });
    const { user } = await openWishList([
      buildWishItem({ salePrice: null, rentalPeriods: [], purchasePrice: 50_000 }),
    ]);
    const tent = await itemNamed('텐트');

    expect(tent.queryByLabelText('주문 방식')).toBeNull();
    expect(tent.queryByLabelText('대여 기간')).toBeNull();
    await user.click(tent.getByRole('button', { name: '장바구니 담기' }));

    await screen.findByText(CART_TEXT.added);
    expect(adds.calls.map((call) => call.body)).toEqual([
      { saleSeq: 7, orderType: 'BUY', count: 1 },
    ]);
  });

  it("shows the server's refusal beside the choice it names", async () => {
    const countOver = CART_TEXT.countOver(2);
    handle(cart.add, errorReply('VALIDATION_FAILED', { fieldErrors: { count: countOver } }));
    const { user } = await openWishList([buildWishItem()]);
    const tent = await itemNamed('텐트');

    await user.click(tent.getByRole('button', { name: '장바구니 담기' }));

    const message = await tent.findByText(countOver);
    const count = tent.getByLabelText('수량');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(count.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(count));
  });

  it('takes a listing off the list with its heart', async () => {
    const { user, removals } = await openWishList([buildWishItem(), soldOutChair]);
    const chair = await itemNamed('캠핑 의자');

    await user.click(chair.getByRole('button', { name: '찜 해제' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: '캠핑 의자' })).toBeNull());
    expect(removals.calls.map((call) => call.params)).toEqual([{ saleSeq: '8' }]);
    expect(screen.getByText(CART_TEXT.unwished)).toBeTruthy();
    expect(screen.getByText('찜한 상품 1개')).toBeTruthy();
    expect(screen.getByRole('article', { name: '텐트' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('offers the catalogue when nothing is wished', async () => {
    await openWishList([]);

    expect(await screen.findByText(/찜한 상품이 없습니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '상품 보러 가기' }).getAttribute('href')).toBe(
      '/sale/list',
    );
  });

  it('is for members: a visitor goes to the login screen', async () => {
    const { router } = renderRoute('/want/list');

    expect(await screen.findByRole('heading', { name: '로그인', level: 1 })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/want/list' });
  });
});
