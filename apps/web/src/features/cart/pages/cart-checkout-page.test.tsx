import {
  ENDPOINTS,
  ERRORS,
  PENDING_ORDER_STORAGE_KEY,
  type CartLine,
  type Member,
} from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCartLine, buildCheckoutDelivery, buildTentLine } from '@/testing/cart-fixtures';
import {
  buildMember,
  buildPublicConfig,
  errorReply,
  handle,
  renderRoute,
  signIn,
  stubLocationAssign,
} from '@/testing/test-utils';

const { address, cart, member, system } = ENDPOINTS;

const ORDER_AGREEMENT = '주문 내용과 결제 금액을 확인했으며 구매 조건에 동의합니다 (필수)';
const RENTAL_AGREEMENT =
  '대여 약관(보증금, 연체료와 상한, 파손·분실 책임, 중도 반납 환불, 인수 조건)에 동의합니다 (필수)';

afterEach(() => sessionStorage.clear());

/**
 * 캠핑 의자 rented (23,000원 with a 50,000원 deposit, 25,000원 each: 73,000원; late 340원 a day up
 * to 10,200원 each) and 텐트 bought (153,000원).
 */
const CHAIR = buildCartLine({ deposit: 50_000 });
const TENT = buildTentLine();
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

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const payment = () => within(screen.getByRole('region', { name: '결제 금액' }));
const paymentValue = (term: string) => payment().getByText(term).nextElementSibling?.textContent;
const payButton = (amount = '226,000원') =>
  screen.getByRole('button', { name: `카카오페이로 ${amount} 결제하기` }) as HTMLButtonElement;
const rentalTerms = () => screen.getByRole('region', { name: '대여 조건' });
/** A rented line's figures in the rental terms, by the line's title. */
const termsOf = (title: string) =>
  within(within(rentalTerms()).getByRole('heading', { name: title }).closest('li')!);

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
    expect(paymentValue('상품금액')).toBe('170,000원');
    expect(paymentValue('배송비')).toBe('6,000원');
    expect(paymentValue('보증금')).toBe('50,000원');
    expect(paymentValue('총 결제금액')).toBe('226,000원');

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

  it("shows each rented line's terms before the rental agreement, per unit and for all units", async () => {
    serveCheckout();
    await openCheckout();

    const terms = rentalTerms();
    const rentalAgreement = screen.getByRole('checkbox', { name: RENTAL_AGREEMENT });
    expect(
      terms.compareDocumentPosition(rentalAgreement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(payButton().disabled).toBe(true);
    // Only the rented line: the bought 텐트 has no rental terms.
    expect(
      within(terms)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['캠핑 의자']);

    const chair = termsOf('캠핑 의자');
    expect(chair.getByText('20,000원 (30일 · 2개)')).toBeTruthy();
    expect(chair.getByText('25,000원 (1개당)')).toBeTruthy();
    expect(chair.getByText('2개 합계 50,000원 · 반납 후 환불')).toBeTruthy();
    expect(chair.getByText('1일 340원 (상한 10,200원, 1개당)')).toBeTruthy();
    expect(chair.getByText('2개 합계 1일 680원 (상한 20,400원)')).toBeTruthy();
    // Not for sale outright: no purchase price and no buy-out.
    expect(chair.queryByText('구매가')).toBeNull();
    expect(terms.textContent).not.toContain('인수');

    // The rules the rentals share, once.
    expect(within(terms).getByText('분실·파손 시 수리비 또는 상품가를 청구합니다.')).toBeTruthy();
    expect(terms.textContent).toContain(
      '30일 이상 대여는 배송 완료 7일 이후 중도 반납하면 남은 기간 대여료의 90%를 환불합니다.',
    );
  });

  it('shows the purchase price and the buy-out rule of a rented line that can be bought', async () => {
    const camera = buildCartLine({
      cartSeq: 14,
      title: '카메라',
      rentalPeriod: 90,
      count: 1,
      unitPrice: 120_000,
      addedUnitPrice: 120_000,
      deposit: 100_000,
      purchasable: true,
      terms: {
        rentalPrices: [
          { days: 30, price: 45_000 },
          { days: 90, price: 120_000 },
        ],
        purchasePrice: 890_000,
        deposit: 100_000,
        lateFeePerDay: 1_500,
        lateFeeCap: 45_000,
      },
    });
    serveCheckout({ lines: [camera, CHAIR] });
    await openCheckout([14, 11]);

    const cameraTerms = termsOf('카메라');
    expect(cameraTerms.getByText('120,000원 (90일 · 1개)')).toBeTruthy();
    expect(cameraTerms.getByText('890,000원 (1개당, 인수 가능)')).toBeTruthy();
    expect(cameraTerms.getByText('100,000원 (1개당)')).toBeTruthy();
    expect(cameraTerms.getByText('1일 1,500원 (상한 45,000원, 1개당)')).toBeTruthy();
    // One unit: nothing to add up.
    expect(cameraTerms.queryByText(/합계/)).toBeNull();
    expect(termsOf('캠핑 의자').queryByText('구매가')).toBeNull();
    expect(
      within(rentalTerms()).getByText('구매가 − 낸 대여료의 50% (최소 구매가의 10%)'),
    ).toBeTruthy();
    // A term wider than its column keeps a gap before its value.
    const buyout = within(rentalTerms()).getByText('인수(구매 전환)');
    expect(buyout.tagName).toBe('DT');
    expect(buyout.classList.contains('pe-sm-3')).toBe(true);
  });

  it('shows no terms for a rented line whose listing is gone', async () => {
    serveCheckout({
      lines: [{ ...CHAIR, status: 'GONE', statusName: '판매 종료', terms: null }, OTHER],
    });
    await openCheckout([11, 13]);

    expect(
      within(rentalTerms())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['랜턴']);
  });

  it('shows no rental terms, deposit or late fee when nothing is rented', async () => {
    serveCheckout();
    await openCheckout([12]);

    expect(screen.queryByRole('region', { name: '대여 조건' })).toBeNull();
    expect(payment().queryByText('보증금')).toBeNull();
    const page = document.body.textContent ?? '';
    for (const rentalTerm of ['보증금', '연체료', '상한', '중도 반납', '1개당']) {
      // The only mention is the rental agreement's, which is not asked for.
      expect(page).not.toContain(rentalTerm);
    }
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
      delivery: buildCheckoutDelivery(),
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
    expect(paymentValue('총 결제금액')).toBe('163,000원');
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
