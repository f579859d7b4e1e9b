import { CART_TEXT, ENDPOINTS, ERRORS, SALE_TEXT, success } from '@store/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildSale,
  errorReply,
  findToast,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { sale } = ENDPOINTS;

/** A visitor at listing 7: five for sale, three in stock, 10,000원 plus 3,000원 delivery. */
function openListing(reply: Parameters<typeof handle<typeof sale.detail>>[1] = buildSale()) {
  handle(sale.detail, reply);
  return renderRoute('/sale/detail/7');
}

const buildChair = () =>
  buildSale({ productName: '캠핑 의자', content: '가볍고 튼튼합니다.\n<b>굵게</b>' });

const quantityInput = () => screen.getByLabelText('수량') as HTMLInputElement;
const orderHref = () => screen.getByRole('link', { name: '주문하기' }).getAttribute('href');
const totalText = () => screen.getByText('총 결제금액').nextElementSibling?.textContent;

describe('sale detail', () => {
  it('keeps the quantity a whole number from 1 to what is left, and the total follows', async () => {
    openListing(buildChair());
    await screen.findByRole('heading', { name: '캠핑 의자', level: 1 });

    // Listing quantity 5, product stock 3: three units are left.
    expect(screen.getByText('남은 수량 3개')).toBeTruthy();
    expect(quantityInput().value).toBe('1');
    expect(totalText()).toBe('13,000원');

    fireEvent.change(quantityInput(), { target: { value: '2' } });
    expect(quantityInput().value).toBe('2');
    expect(totalText()).toBe('23,000원');

    fireEvent.change(quantityInput(), { target: { value: '2.5' } });
    expect(quantityInput().value).toBe('1');
    expect(totalText()).toBe('13,000원');

    fireEvent.change(quantityInput(), { target: { value: '0' } });
    expect(quantityInput().value).toBe('1');

    fireEvent.change(quantityInput(), { target: { value: '-4' } });
    expect(quantityInput().value).toBe('1');

    fireEvent.change(quantityInput(), { target: { value: '10' } });
    expect(quantityInput().value).toBe('3');
    expect(totalText()).toBe('33,000원');

    // An emptied field counts as 1 and shows 1 once it is left.
    fireEvent.change(quantityInput(), { target: { value: '' } });
    expect(totalText()).toBe('13,000원');
    fireEvent.blur(quantityInput());
    expect(quantityInput().value).toBe('1');
  });

  it('orders the chosen quantity for the chosen period, 30 days unless changed', async () => {
    const { user } = openListing(buildChair());
    await screen.findByRole('heading', { name: '캠핑 의자', level: 1 });

    const period = screen.getByLabelText('대여 기간') as HTMLSelectElement;
    expect(period.value).toBe('30');
    expect([...period.options].map((option) => option.value)).toEqual(['30', '90', '180', '360']);
    expect(orderHref()).toBe('/buy/7?orderCount=1&period=30');

    fireEvent.change(quantityInput(), { target: { value: '2' } });
    await user.selectOptions(period, '180');
    expect(orderHref()).toBe('/buy/7?orderCount=2&period=180');
  });

  it('shows the content as text, never as HTML', async () => {
    openListing(buildChair());
    await screen.findByRole('heading', { name: '캠핑 의자', level: 1 });
    expect(screen.getByText(/<b>굵게<\/b>/)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });

  it('marks a listing with nothing left as sold out and does not let it be ordered', async () => {
    openListing(buildSale({ quantity: 4, stock: 0 }));
    await screen.findByRole('heading', { name: '캠핑 의자', level: 1 });

    expect(screen.getByText(SALE_TEXT.soldOut)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '주문하기' })).toBeNull();
    const order = screen.getByRole('button', { name: '주문하기' }) as HTMLButtonElement;
    expect(order.disabled).toBe(true);
    expect(quantityInput().disabled).toBe(true);
  });

  it('warns that a missing listing does not exist', async () => {
    openListing(errorReply('SALE_NOT_FOUND', { text: SALE_TEXT.notFound }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(SALE_TEXT.notFound);
    expect(toast.classList.contains('bg-warning')).toBe(true);
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/sale/list');
    expect(screen.queryByRole('button', { name: '주문하기' })).toBeNull();
  });
});

/** 월 35,000원 with its own 90-day price, a 50,000원 deposit and, when given, a purchase price. */
const buildTent = (purchasePrice: number | null = null) =>
  buildSale({
    title: '텐트',
    salePrice: 35_000,
    offer: {
      rentalPrices: [
        { days: 30, price: 35_000 },
        { days: 90, price: 99_000 },
      ],
      purchasePrice,
      deposit: 50_000,
      lateFeePerDay: 1_170,
      lateFeeCap: 35_100,
    },
  });

const openTent = async (listing = buildTent()) => {
  const rendered = openListing(listing);
  await screen.findByRole('heading', { name: '텐트', level: 1 });
  return rendered;
};

describe('sale detail: the offer', () => {
  it("lists each offered period's rent and totals rent, deposit and delivery", async () => {
    const { user } = await openTent();

    const periods = screen.getByRole('table', { name: '기간별 대여료' });
    expect(within(periods).getByRole('row', { name: '30일 35,000원' })).toBeTruthy();
    expect(within(periods).getByRole('row', { name: '90일 99,000원' })).toBeTruthy();
    const period = screen.getByLabelText('대여 기간') as HTMLSelectElement;
    expect([...period.options].map((option) => option.textContent)).toEqual(['30일', '90일']);
    // Without a purchase price there is nothing to choose between.
    expect(screen.queryByRole('group', { name: '주문 방식' })).toBeNull();

    // 2 x (99,000 + 50,000) + 3,000.
    fireEvent.change(quantityInput(), { target: { value: '2' } });
    await user.selectOptions(period, '90');
    expect(totalText()).toBe('301,000원');
    expect(screen.getByText('배송비와 보증금(반납 후 환불)을 포함한 금액입니다.')).toBeTruthy();
    expect(orderHref()).toBe('/buy/7?orderCount=2&period=90');

    const terms = screen.getByRole('region', { name: '대여 조건' });
    expect(terms.textContent).toContain('50,000원 (1개당)');
    expect(terms.textContent).toContain('1일 1,170원 (상한 35,100원, 1개당)');
    expect(terms.textContent).toContain('남은 기간 대여료의 90%를 환불합니다.');
    expect(terms.textContent).toContain('배송 완료일부터 7일 이내');
    expect(terms.textContent).not.toContain('인수');
  });

  it('lets a listing with a purchase price be rented or bought, and compares the two', async () => {
    const { user } = await openTent(buildTent(890_000));

    const choice = screen.getByRole('group', { name: '주문 방식' });
    expect(
      (within(choice).getByRole('radio', { name: '대여하기' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText('총 대여료 35,000원 · 구매가 890,000원')).toBeTruthy();
    expect(screen.getByRole('region', { name: '대여 조건' }).textContent).toContain(
      '구매가 − 낸 대여료의 50% (최소 구매가의 10%)',
    );

    await user.click(within(choice).getByRole('radio', { name: '구매하기' }));
    expect(screen.queryByLabelText('대여 기간')).toBeNull();
    fireEvent.change(quantityInput(), { target: { value: '2' } });
    // 2 x 890,000 + 3,000: no deposit for a purchase.
    expect(totalText()).toBe('1,783,000원');
    expect(screen.getByText('총 대여료 70,000원 · 구매가 1,780,000원')).toBeTruthy();
    expect(orderHref()).toBe('/buy/7?orderCount=2&orderType=BUY');
  });

  it('offers a buy-only listing for purchase alone', async () => {
    await openTent({
      ...buildTent(890_000),
      offer: { ...buildTent(890_000).offer, rentalPrices: [], deposit: 0 },
    });

    expect(screen.getByText('구매 전용')).toBeTruthy();
    expect(screen.queryByRole('table', { name: '기간별 대여료' })).toBeNull();
    expect(screen.queryByRole('group', { name: '주문 방식' })).toBeNull();
    expect(screen.queryByLabelText('대여 기간')).toBeNull();
    expect(totalText()).toBe('893,000원');
    expect(orderHref()).toBe('/buy/7?orderCount=1&orderType=BUY');
    expect(screen.queryByRole('region', { name: '대여 조건' })).toBeNull();
    expect(screen.getByRole('region', { name: '구매 조건' }).textContent).toContain('청약철회');
  });
});

describe('sale detail: the heart and the cart', () => {
  const { wish, cart } = ENDPOINTS;
  const added = () => ({ cartSeq: 31, message: success(CART_TEXT.added) });

  const openAsMember = async (listing = buildTent(890_000)) => {
    signIn('alice');
    const rendered = await openTent(listing);
    // The session is known once the top bar shows the member's links.
    await within(screen.getByRole('banner')).findByRole('link', { name: '장바구니 0개' });
    return rendered;
  };

  it('puts the chosen period and quantity in the cart, with a link to it', async () => {
    const adds = handle(cart.add, added());
    const { user, address } = await openAsMember();

    fireEvent.change(quantityInput(), { target: { value: '2' } });
    await user.selectOptions(screen.getByLabelText('대여 기간'), '90');
    handle(cart.counts, { cart: 1, want: 0 });
    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));

    const toast = await findToast(CART_TEXT.added);
    expect(adds.calls.map((call) => call.body)).toEqual([
      { saleSeq: 7, orderType: 'RENT', rentalPeriod: 90, count: 2 },
    ]);
    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByRole('link', { name: '장바구니 1개' })).toBeTruthy();

    handle(cart.list, { lines: [] });
    const viewCart = within(toast).getByRole('link', { name: '장바구니 보기' });
    expect(viewCart.getAttribute('href')).toBe('/cart/list');
    await user.click(viewCart);
    await waitFor(() => expect(address()).toBe('/cart/list'));
  });

  it('puts a purchase in the cart without a period', async () => {
    const adds = handle(cart.add, added());
    const { user } = await openAsMember();

    await user.click(screen.getByRole('radio', { name: '구매하기' }));
    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));

    await screen.findByText(CART_TEXT.added);
    expect(adds.calls.map((call) => call.body)).toEqual([
      { saleSeq: 7, orderType: 'BUY', count: 1 },
    ]);
  });

  it("shows the server's refusal of the quantity beside it, until it changes", async () => {
    const countOver = CART_TEXT.countOver(2);
    handle(cart.add, errorReply('VALIDATION_FAILED', { fieldErrors: { count: countOver } }));
    const { user } = await openAsMember();

    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));

    const message = await screen.findByText(countOver);
    expect(quantityInput().getAttribute('aria-invalid')).toBe('true');
    expect(quantityInput().getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(quantityInput()));
    expect(screen.getByText(ERRORS.VALIDATION_FAILED.text)).toBeTruthy();

    fireEvent.change(quantityInput(), { target: { value: '2' } });
    expect(screen.queryByText(countOver)).toBeNull();
    expect(quantityInput().hasAttribute('aria-invalid')).toBe(false);
  });

  it('says when the cart is full', async () => {
    handle(cart.add, errorReply('CART_FULL'));
    const { user } = await openAsMember();

    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));

    expect((await screen.findByRole('alert')).textContent).toContain(CART_TEXT.cartFull);
  });

  it("shows the member's heart and unhearts the listing", async () => {
    signIn('alice');
    let wished = [7];
    handle(wish.saleSeqs, () => ({ saleSeqs: wished }));
    const removed = handle(wish.remove, () => {
      wished = [];
      return { message: success(CART_TEXT.unwished) };
    });
    const { user } = await openTent();

    const heart = await screen.findByRole('button', { name: '찜 해제' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await user.click(heart);

    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(heart.getAttribute('aria-label')).toBe('찜하기');
    expect(removed.calls.map((call) => call.params)).toEqual([{ saleSeq: '7' }]);
  });

  it.each(['장바구니 담기', '찜하기'])(
    'sends a visitor who presses %s to the login screen',
    async (name) => {
      const { user, router } = await openTent();

      await user.click(screen.getByRole('button', { name }));

      expect(await screen.findByRole('heading', { name: '로그인', level: 1 })).toBeTruthy();
      expect(router.state.location.state).toEqual({ from: '/sale/detail/7' });
    },
  );

  it('does not put a sold-out listing in the cart', async () => {
    await openAsMember({ ...buildTent(), quantity: 4, stock: 0 });

    const add = screen.getByRole('button', { name: '장바구니 담기' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByRole('button', { name: '찜하기' })).toBeTruthy();
  });
});
