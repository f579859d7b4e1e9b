import {
  ENDPOINTS,
  ERRORS,
  PENDING_ORDER_STORAGE_KEY,
  type CartLine,
  type Member,
} from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCartLine } from '@/testing/cart-fixtures';
import {
  buildMember,
  buildPublicConfig,
  errorReply,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { address, cart, member, system } = ENDPOINTS;

const ORDER_AGREEMENT = '주문 내용과 결제 금액을 확인했으며 구매 조건에 동의합니다 (필수)';
const RENTAL_AGREEMENT =
  '대여 약관(보증금, 연체료와 상한, 파손·분실 책임, 중도 반납 환불, 인수 조건)에 동의합니다 (필수)';

afterEach(() => sessionStorage.clear());

/** 캠핑 의자 rented (23,000원 with a 50,000원 deposit: 73,000원) and 텐트 bought (153,000원). */
const CHAIR = buildCartLine({ deposit: 50_000 });
const TENT = buildCartLine({
  cartSeq: 12,
  saleSeq: 8,
  title: '텐트',
  orderType: 'BUY',
  rentalPeriod: 0,
  count: 1,
  unitPrice: 150_000,
  addedUnitPrice: 150_000,
  purchasable: true,
});
const OTHER = buildCartLine({ cartSeq: 13, title: '랜턴' });

const PROFILE = {
  name: '김철수',
  phone: '010-1111-2222',
  postCode: '13494',
  addr: '경기 성남시 분당구 판교역로 235',
  addrDetail: '101동 202호',
};

const READY = {
  tid: 'T7777777777777777777',
  next_redirect_pc_url: 'https://pay.example/pc/T7777777777777777777',
  next_redirect_mobile_url: 'https://pay.example/mobile/T7777777777777777777',
};

function serveCheckout({
  lines = [CHAIR, TENT, OTHER],
  profile = PROFILE,
}: { lines?: CartLine[]; profile?: Partial<Member> } = {}) {
  signIn('alice', { member: { name: '김철수' } });
  handle(system.config, buildPublicConfig({ postcodeScriptUrl: '/test/postcode.js' }));
  handle(member.myInfo, buildMember(profile));
  handle(address.list, { addresses: [] });
  return {
    list: handle(cart.list, { lines }),
    ready: handle(cart.ready, READY),
  };
}

async function openCheckout(cartSeqs: number[] | null = [11, 12]) {
  const rendered = renderRoute({
    pathname: '/cart/checkout',
    state: cartSeqs ? { cartSeqs } : null,
  });
  await screen.findByRole('heading', { name: '결제 금액' });
  await screen.findByLabelText('받는 분');
  return rendered;
}

function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const payment = () => within(screen.getByRole('region', { name: '결제 금액' }));
const paymentValue = (term: string) => payment().getByText(term).nextElementSibling?.textContent;
const payButton = (amount = '226,000원') =>
  screen.getByRole('button', { name: `카카오페이로 ${amount} 결제하기` }) as HTMLButtonElement;

describe('cart checkout', () => {
  it('shows the chosen lines with every amount and the details from the profile', async () => {
    serveCheckout();
    await openCheckout();

    const lines = within(screen.getByRole('region', { name: '주문 상품' }));
    expect(
      lines.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['캠핑 의자', '텐트']);
    expect(lines.getByText('대여 30일')).toBeTruthy();
    expect(lines.getByText('73,000원')).toBeTruthy();
    expect(lines.getByText('보증금 50,000원')).toBeTruthy();
    expect(lines.getByText('구매')).toBeTruthy();
    expect(lines.getByText('153,000원')).toBeTruthy();
    expect(paymentValue('상품·대여료 합계')).toBe('170,000원');
    expect(paymentValue('배송비')).toBe('6,000원');
    expect(paymentValue('보증금')).toBe('50,000원');
    expect(paymentValue('총 결제 금액')).toBe('226,000원');

    expect(field('주문자').value).toBe('김철수');
    expect(field('받는 분').value).toBe('김철수');
    expect(field('연락처').value).toBe('010-1111-2222');
    expect(field('우편번호').value).toBe('13494');
    expect(field('주소').value).toBe('경기 성남시 분당구 판교역로 235');
    expect(field('상세주소').value).toBe('101동 202호');
  });

  it('waits for both agreements, unticked at first, before paying', async () => {
    serveCheckout();
    const { user } = await openCheckout();

    const order = screen.getByRole('checkbox', { name: ORDER_AGREEMENT }) as HTMLInputElement;
    const rental = screen.getByRole('checkbox', { name: RENTAL_AGREEMENT }) as HTMLInputElement;
    expect(order.checked).toBe(false);
    expect(rental.checked).toBe(false);
    expect(payButton().disabled).toBe(true);
    await user.click(order);
    expect(payButton().disabled).toBe(true);
    await user.click(rental);
    expect(payButton().disabled).toBe(false);
    await user.click(order);
    expect(payButton().disabled).toBe(true);
  });

  it('asks only for the purchase agreement when nothing is rented', async () => {
    serveCheckout();
    const { user } = await openCheckout([12]);

    expect(screen.queryByRole('checkbox', { name: RENTAL_AGREEMENT })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: ORDER_AGREEMENT }));
    expect(payButton('153,000원').disabled).toBe(false);
  });

  it('readies the payment for the total shown, keeps the checkout and goes to the provider', async () => {
    const assign = stubLocationAssign();
    const { ready } = serveCheckout();
    const { user } = await openCheckout();

    await user.selectOptions(field('배송 요청사항'), '경비실에 맡겨주세요.');
    await user.click(screen.getByRole('checkbox', { name: ORDER_AGREEMENT }));
    await user.click(screen.getByRole('checkbox', { name: RENTAL_AGREEMENT }));
    await user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(READY.next_redirect_pc_url));
    expect(ready.calls.map((call) => call.body)).toEqual([
      { cartSeqs: [11, 12], totalAmount: 226_000 },
    ]);
    const kept = {
      tid: READY.tid,
      cartSeqs: [11, 12],
      delivery: {
        recipient: '김철수',
        phone: '010-1111-2222',
        post: '13494',
        addr: '경기 성남시 분당구 판교역로 235',
        addrDetail: '101동 202호',
        request: '경비실에 맡겨주세요.',
      },
      totalAmount: 226_000,
    };
    expect(JSON.parse(sessionStorage.getItem('cartCheckout') ?? 'null')).toEqual(kept);
    expect(JSON.parse(localStorage.getItem('cartCheckout') ?? 'null')).toEqual(kept);
    // The single order's pending order is not the cart's.
    expect(localStorage.getItem(PENDING_ORDER_STORAGE_KEY)).toBeNull();
    expect(payButton().disabled).toBe(true);
  });

  it('sends phones to the mobile page', async () => {
    const assign = stubLocationAssign();
    vi.stubGlobal('innerWidth', 375);
    serveCheckout();
    const { user } = await openCheckout([12]);

    await user.click(screen.getByRole('checkbox', { name: ORDER_AGREEMENT }));
    await user.click(payButton('153,000원'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(READY.next_redirect_mobile_url));
  });

  it('takes a typed address when the postcode search cannot load, its postcode checked', async () => {
    const assign = stubLocationAssign();
    serveCheckout({ profile: { name: '김철수', phone: '010-1111-2222' } });
    const { user } = await openCheckout([12]);
    await user.click(screen.getByRole('checkbox', { name: ORDER_AGREEMENT }));
    expect(payButton('153,000원').disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    await screen.findByRole('dialog', { name: '주소 검색' });
    const script = await waitFor(() => {
      const element = document.getElementById('daum_postcode_script');
      expect(element).not.toBeNull();
      return element!;
    });
    script.dispatchEvent(new Event('error'));
    await user.click(await screen.findByRole('button', { name: '직접 입력하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.type(field('우편번호'), '1234');
    await user.type(field('주소'), '서울 중구 세종대로 110');
    expect(screen.getByText('우편번호는 숫자 5자리로 입력해주세요.')).toBeTruthy();
    expect(payButton('153,000원').disabled).toBe(true);
    await user.type(field('우편번호'), '5');
    expect(screen.queryByText('우편번호는 숫자 5자리로 입력해주세요.')).toBeNull();
    await user.click(payButton('153,000원'));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('cartCheckout') ?? '{}').delivery).toMatchObject({
      post: '12345',
      addr: '서울 중구 세종대로 110',
    });
    document.getElementById('daum_postcode_script')?.remove();
  });

  it('says so when the price changed, reads the cart again and asks to agree again', async () => {
    const assign = stubLocationAssign();
    const { list } = serveCheckout();
    handle(cart.ready, errorReply('PRICE_CHANGED'));
    const { user } = await openCheckout([12]);
    await user.click(screen.getByRole('checkbox', { name: ORDER_AGREEMENT }));

    handle(cart.list, { lines: [{ ...TENT, unitPrice: 160_000, total: 163_000 }] });
    await user.click(payButton('153,000원'));

    expect(await screen.findByText(ERRORS.PRICE_CHANGED.text, { selector: 'p' })).toBeTruthy();
    expect(await screen.findByText('가격 변동: 담을 때 150,000원 → 지금 160,000원')).toBeTruthy();
    expect(paymentValue('총 결제 금액')).toBe('163,000원');
    expect(
      (screen.getByRole('checkbox', { name: ORDER_AGREEMENT }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(payButton('163,000원').disabled).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(list.calls).toHaveLength(1);
  });

  it('does not pay for lines that can no longer be ordered', async () => {
    serveCheckout({ lines: [{ ...CHAIR, status: 'SOLD_OUT', available: 0 }, TENT] });
    const { user } = await openCheckout();

    const lines = within(screen.getByRole('region', { name: '주문 상품' }));
    expect(lines.getByText('품절')).toBeTruthy();
    expect(
      screen.getByText('주문할 수 없게 된 상품이 있습니다. 장바구니에서 확인해주세요.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: ORDER_AGREEMENT }));
    await user.click(screen.getByRole('checkbox', { name: RENTAL_AGREEMENT }));
    expect(payButton().disabled).toBe(true);
  });

  it('keeps the choice across a reload of the page', async () => {
    serveCheckout();
    sessionStorage.setItem('cartSelection', JSON.stringify({ cartSeqs: [12] }));
    await openCheckout(null);

    const lines = within(screen.getByRole('region', { name: '주문 상품' }));
    expect(
      lines.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['텐트']);
  });

  it('sends the member back to the cart without a choice', async () => {
    serveCheckout();
    const { router } = renderRoute('/cart/checkout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/list'));
    expect(await screen.findByRole('heading', { name: '주문 요약' })).toBeTruthy();
  });
});
