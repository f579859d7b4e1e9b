import { CART_TEXT, ENDPOINTS, success, type CartLine } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCartLine, buildTentLine } from '@/testing/cart-fixtures';
import { buildMember, errorReply, handle, renderRoute, signIn } from '@/testing/test-utils';

const { cart } = ENDPOINTS;

afterEach(() => sessionStorage.clear());

/** 캠핑 의자 (two for 30 days: 23,000원), 텐트 (one bought: 153,000원) and a sold-out 랜턴. */
const CHAIR = buildCartLine();
const TENT = buildTentLine({ rentalPeriods: [30] });
const LANTERN = buildCartLine({
  cartSeq: 13,
  saleSeq: 9,
  title: '랜턴',
  count: 1,
  available: 0,
  status: 'SOLD_OUT',
  statusName: '품절',
});

function serveCart(lines: CartLine[] = [CHAIR, TENT, LANTERN]) {
  signIn('alice');
  return {
    list: handle(cart.list, { lines }),
    // The top bar's counts, read again after every change of the cart.
    counts: handle(cart.counts, { cart: lines.length, want: 0 }),
  };
}

async function openCart(path = '/cart/list') {
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { name: '주문 요약' });
  return rendered;
}

const lineOf = (title: string) =>
  within(
    screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: title }))!,
  );
const summary = () => within(screen.getByRole('region', { name: '주문 요약' }));
const summaryValue = (term: string) => summary().getByText(term).nextElementSibling?.textContent;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const orderButton = () => screen.getByRole('button', { name: '주문하기' }) as HTMLButtonElement;

describe('cart page', () => {
  it('lists the lines with their choice, count and price, and flags what changed', async () => {
    serveCart([
      CHAIR,
      { ...TENT, unitPrice: 160_000, total: 163_000 },
      LANTERN,
      buildCartLine({
        cartSeq: 14,
        title: '버너',
        count: 3,
        available: 1,
        status: 'NOT_ENOUGH',
        statusName: '수량 부족',
        total: 33_000,
      }),
    ]);
    await openCart();

    const chair = lineOf('캠핑 의자');
    expect(chair.getByText('대여 30일 · 2개')).toBeTruthy();
    expect(chair.getByText('23,000원')).toBeTruthy();
    expect(chair.getByRole('link', { name: '캠핑 의자' }).getAttribute('href')).toBe(
      '/sale/detail/7',
    );
    expect((chair.getByRole('textbox', { name: '캠핑 의자 수량' }) as HTMLInputElement).value).toBe(
      '2',
    );

    const tent = lineOf('텐트');
    expect(tent.getByText('구매 · 1개')).toBeTruthy();
    expect(tent.getByText('가격 변동: 담을 때 150,000원 → 지금 160,000원')).toBeTruthy();

    const lantern = lineOf('랜턴');
    expect(lantern.getByText('품절')).toBeTruthy();
    expect(checkbox('랜턴 선택').disabled).toBe(true);
    expect(checkbox('랜턴 선택').checked).toBe(false);

    const burner = lineOf('버너');
    expect(burner.getByText('수량 부족 · 1개 남음')).toBeTruthy();
    expect(burner.getByText('수량을 1개 이하로 줄이면 주문할 수 있습니다.')).toBeTruthy();
    expect(checkbox('버너 선택').disabled).toBe(true);

    // The lines that can be ordered start chosen.
    expect(checkbox('캠핑 의자 선택').checked).toBe(true);
    expect(checkbox('텐트 선택').checked).toBe(true);
    expect(checkbox('전체 선택 (2/2)').checked).toBe(true);
    expect(summaryValue('선택한 상품')).toBe('2개');
    expect(summaryValue('상품금액')).toBe('180,000원');
    expect(summaryValue('배송비')).toBe('6,000원');
    expect(summaryValue('보증금')).toBe('0원');
    expect(summaryValue('결제 예정 금액')).toBe('186,000원');
  });

  it('sums only the chosen lines, deposits included', async () => {
    serveCart([
      CHAIR,
      { ...TENT, deliveryFee: 0, total: 150_000 },
      buildCartLine({
        cartSeq: 15,
        title: '카메라',
        count: 1,
        unitPrice: 40_000,
        addedUnitPrice: 40_000,
        deposit: 100_000,
        total: 143_000,
      }),
    ]);
    const { user } = await openCart();
    expect(summaryValue('결제 예정 금액')).toBe('316,000원');
    expect(summaryValue('보증금')).toBe('100,000원');

    await user.click(checkbox('카메라 선택'));
    expect(summaryValue('선택한 상품')).toBe('2개');
    expect(summaryValue('상품금액')).toBe('170,000원');
    expect(summaryValue('배송비')).toBe('3,000원');
    expect(summaryValue('보증금')).toBe('0원');
    expect(summaryValue('결제 예정 금액')).toBe('173,000원');
    expect(checkbox('전체 선택 (2/3)').checked).toBe(false);
    expect(checkbox('전체 선택 (2/3)').indeterminate).toBe(true);

    await user.click(checkbox('전체 선택 (2/3)'));
    expect(summaryValue('결제 예정 금액')).toBe('316,000원');
    await user.click(checkbox('전체 선택 (3/3)'));
    expect(summaryValue('선택한 상품')).toBe('0개');
    expect(summaryValue('결제 예정 금액')).toBe('0원');
    expect(orderButton().disabled).toBe(true);
    expect(screen.getByText(CART_TEXT.noneSelected)).toBeTruthy();
    expect((screen.getByRole('button', { name: '선택 삭제' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('removes the chosen lines after asking, and reads the cart again', async () => {
    const { counts } = serveCart();
    const remove = handle(cart.remove, { message: success(CART_TEXT.removed) });
    const { user } = await openCart();
    await waitFor(() => expect(counts.calls).toHaveLength(1));

    await user.click(checkbox('텐트 선택'));
    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    const dialog = within(await screen.findByRole('dialog', { name: '장바구니 삭제' }));
    expect(dialog.getByText('캠핑 의자 상품을 장바구니에서 삭제할까요?')).toBeTruthy();
    const after = handle(cart.list, { lines: [TENT, LANTERN] });
    await user.click(dialog.getByRole('button', { name: '삭제' }));

    expect(await screen.findByText(CART_TEXT.removed)).toBeTruthy();
    expect(remove.calls.map((call) => call.body)).toEqual([{ cartSeqs: [11] }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: '캠핑 의자' })).toBeNull());
    expect(after.calls).toHaveLength(1);
    expect(counts.calls).toHaveLength(2);
  });

  it('removes a line that cannot be ordered with its own button', async () => {
    serveCart();
    const remove = handle(cart.remove, { message: success(CART_TEXT.removed) });
    const { user } = await openCart();

    await user.click(lineOf('랜턴').getByRole('button', { name: '랜턴 삭제' }));
    const dialog = within(await screen.findByRole('dialog', { name: '장바구니 삭제' }));
    expect(dialog.getByText('랜턴 상품을 장바구니에서 삭제할까요?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: '삭제' }));

    await waitFor(() =>
      expect(remove.calls.map((call) => call.body)).toEqual([{ cartSeqs: [13] }]),
    );
  });

  it('changes the count and the period of a line, and shows a refusal on the line', async () => {
    const { counts } = serveCart();
    const modify = handle(cart.modify, { message: success(CART_TEXT.modified) });
    const { user } = await openCart();
    await waitFor(() => expect(counts.calls).toHaveLength(1));
    const chair = lineOf('캠핑 의자');

    handle(cart.list, { lines: [{ ...CHAIR, count: 3, total: 33_000 }, TENT, LANTERN] });
    await user.click(chair.getByRole('button', { name: '캠핑 의자 수량 늘리기' }));
    await waitFor(() => expect(lineOf('캠핑 의자').getByText('33,000원')).toBeTruthy());
    expect(summaryValue('결제 예정 금액')).toBe('186,000원');
    expect(counts.calls).toHaveLength(2);

    await user.selectOptions(
      lineOf('캠핑 의자').getByRole('combobox', { name: '캠핑 의자 주문 방식' }),
      '대여 90일',
    );
    await waitFor(() => expect(modify.calls).toHaveLength(2));
    expect(modify.calls.map((call) => [call.params, call.body])).toEqual([
      [{ cartSeq: '11' }, { orderType: 'RENT', rentalPeriod: 30, count: 3 }],
      [{ cartSeq: '11' }, { orderType: 'RENT', rentalPeriod: 90, count: 3 }],
    ]);

    handle(
      cart.modify,
      errorReply('VALIDATION_FAILED', { fieldErrors: { count: CART_TEXT.countOver(3) } }),
    );
    const count = lineOf('캠핑 의자').getByRole('textbox', { name: '캠핑 의자 수량' });
    await user.clear(count);
    await user.type(count, '9{Enter}');
    expect((await lineOf('캠핑 의자').findByRole('alert')).textContent).toBe(
      '주문할 수 있는 수량은 3개입니다.',
    );
  });

  it('goes to the checkout with the chosen lines', async () => {
    serveCart();
    handle(ENDPOINTS.member.myInfo, buildMember());
    handle(ENDPOINTS.address.list, { addresses: [] });
    const { user, router } = await openCart();

    await user.click(checkbox('텐트 선택'));
    await user.click(orderButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
    expect(router.state.location.state).toEqual({ cartSeqs: [11] });
    const chosen = within(await screen.findByRole('region', { name: '주문 상품' }));
    expect(chosen.getByRole('heading', { name: '캠핑 의자' })).toBeTruthy();
    expect(chosen.queryByRole('heading', { name: '텐트' })).toBeNull();
    await screen.findByLabelText('받는 분');
  });

  it('shows an empty cart with the way to the catalogue', async () => {
    serveCart([]);
    renderRoute('/cart/list');

    expect(await screen.findByText('장바구니에 담긴 상품이 없습니다.')).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: '상품 보러 가기' })
        .getAttribute('href'),
    ).toBe('/sale/list');
  });
});

describe('cart page back from the payment provider', () => {
  const storeCheckout = () => {
    const checkout = JSON.stringify({
      tid: 'T5555555555555555555',
      cartSeqs: [11],
      delivery: {
        recipient: '김철수',
        phone: '010-1111-2222',
        post: '13494',
        addr: '주소',
        addrDetail: '',
        request: '',
      },
      totalAmount: 23_000,
    });
    sessionStorage.setItem('cartCheckout', checkout);
    localStorage.setItem('cartCheckout', checkout);
  };

  it('gives up the payment when it was cancelled and says so', async () => {
    const { list } = serveCart();
    storeCheckout();
    const quit = handle(cart.quit, { message: success(CART_TEXT.quit) });
    const { router } = renderRoute('/cart/list?payment=cancel', { strict: true });

    expect(await screen.findByText(CART_TEXT.quit)).toBeTruthy();
    await waitFor(() =>
      expect(quit.calls.map((call) => call.body)).toEqual([{ tid: 'T5555555555555555555' }]),
    );
    expect(sessionStorage.getItem('cartCheckout')).toBeNull();
    expect(localStorage.getItem('cartCheckout')).toBeNull();
    // The cart is read again once the units are back.
    await waitFor(() => expect(list.calls.length).toBeGreaterThanOrEqual(2));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(CART_TEXT.quit)).toBeTruthy();
  });

  it('says the payment failed, and gives it up too', async () => {
    serveCart();
    storeCheckout();
    const quit = handle(cart.quit, { message: success(CART_TEXT.quit) });
    renderRoute('/cart/list?payment=fail');

    expect(
      await screen.findByText(
        '결제에 실패했습니다. 확보했던 수량은 다시 판매되니, 잠시 후 다시 주문해주세요.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(quit.calls).toHaveLength(1));
  });

  it('only tells when no payment is kept', async () => {
    serveCart();
    renderRoute('/cart/list?payment=cancel');

    expect(await screen.findByText(CART_TEXT.quit)).toBeTruthy();
    await screen.findByRole('heading', { name: '주문 요약' });
  });
});
