import { ENDPOINTS, ERRORS, PAYMENT_TEXT, PENDING_ORDER_STORAGE_KEY } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROAD_APARTMENT } from '@/components/address-picker/postcode-fixtures';
import {
  buildMember,
  buildPendingOrder,
  buildPublicConfig,
  buildSale,
  errorReply,
  handle,
  installStubPostcode,
  renderRoute,
  signIn,
  stubLocationAssign,
} from '@/testing/test-utils';
import { buildSavedAddress } from '@/testing/cart-fixtures';

const { address, member, payment, sale, system } = ENDPOINTS;

const ORDER_AGREEMENT = '주문 내용과 결제 금액을 확인했으며 구매 조건에 동의합니다 (필수)';
const RENTAL_AGREEMENT =
  '대여 약관(보증금, 연체료와 상한, 파손·분실 책임, 중도 반납 환불, 인수 조건)에 동의합니다 (필수)';

const buildReadyReply = () => ({
  tid: 'T1234567890123456789',
  next_redirect_pc_url: 'https://pay.example/pc/T1234567890123456789',
  next_redirect_mobile_url: 'https://pay.example/mobile/T1234567890123456789',
});

/**
 * 김철수 (alice, no phone or address in her profile, no saved addresses) at the order form of
 * `listing`; the postcode search answers at once.
 */
function serveOrderForm(listing = buildSale()) {
  signIn('alice', { member: { name: '김철수' } });
  installStubPostcode(ROAD_APARTMENT);
  handle(system.config, buildPublicConfig({ postcodeScriptUrl: '/test/postcode.js' }));
  return {
    detail: handle(sale.detail, listing),
    ready: handle(payment.ready, buildReadyReply()),
    profile: handle(member.myInfo, buildMember({ name: '김철수' })),
    addresses: handle(address.list, { addresses: [] }),
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const payButton = () => screen.getByRole('button', { name: '결제하기' }) as HTMLButtonElement;
const summary = () => within(screen.getByRole('region', { name: '주문 요약' }));
const summaryValue = (term: string) => summary().getByText(term).nextElementSibling?.textContent;

async function openForm(path = '/buy/7?orderCount=2&period=90') {
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { name: '주문 요약' });
  // The delivery fields, once the profile and the saved addresses are read.
  await screen.findByLabelText('받는 분');
  return rendered;
}

type User = Awaited<ReturnType<typeof openForm>>['user'];

/** Types over what the field holds (the profile fills some of them in). */
async function retype(user: User, label: string, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}

async function agree(user: User, { rental = true } = {}) {
  await user.click(screen.getByRole('checkbox', { name: ORDER_AGREEMENT }));
  if (rental) await user.click(screen.getByRole('checkbox', { name: RENTAL_AGREEMENT }));
}

async function fillForm(user: User) {
  await retype(user, '받는 분', '이영희');
  await user.type(field('연락처'), '01098765432');
  await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
  await waitFor(() => expect(field('우편번호').value).toBe('13494'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.type(field('상세주소'), '101동 202호');
  await agree(user);
}

describe('order form', () => {
  it('shows the payer, the summary of the listing and the payment methods', async () => {
    serveOrderForm();
    await openForm();

    expect(field('주문자').value).toBe('김철수');
    expect(field('주문자').readOnly).toBe(true);
    expect(summaryValue('상품')).toBe('캠핑 의자');
    expect(summaryValue('수량')).toBe('2개');
    expect(summaryValue('주문 방식')).toBe('대여');
    expect(summaryValue('대여 기간')).toBe('90일');
    // 90 days of 월 10,000원 pro rata, for two.
    expect(summaryValue('상품금액')).toBe('60,000원');
    expect(summaryValue('배송비')).toBe('3,000원');
    // No deposit, no line for it.
    expect(summary().queryByText('보증금')).toBeNull();
    expect(summaryValue('총 결제금액')).toBe('63,000원');

    const kakao = screen.getByRole('radio', { name: '카카오페이' }) as HTMLInputElement;
    expect(kakao.checked).toBe(true);
    expect(kakao.disabled).toBe(false);
    for (const name of ['네이버페이', '일반결제', '계좌이체']) {
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).disabled).toBe(true);
    }
  });

  it('caps the quantity at the units left, falls back to 30 days, and shows free delivery', async () => {
    serveOrderForm(buildSale({ deliveryFee: 0 }));
    await openForm('/buy/7?orderCount=9&period=45');

    expect(summaryValue('수량')).toBe('3개');
    expect(summaryValue('대여 기간')).toBe('30일');
    expect(summaryValue('배송비')).toBe('무료배송');
    expect(summaryValue('총 결제금액')).toBe('30,000원');
  });

  it('takes the listing from saleSeq on /buy/add, and a nonsense quantity as 1', async () => {
    const { detail } = serveOrderForm();
    await openForm('/buy/add?saleSeq=7&orderCount=abc');

    expect(summaryValue('수량')).toBe('1개');
    expect(detail.calls.map((call) => call.params)).toEqual([{ seq: '7' }]);
  });

  it('keeps 결제하기 disabled until the form is valid, and checks the phone when it is left', async () => {
    serveOrderForm();
    const { user } = await openForm();
    expect(payButton().disabled).toBe(true);

    await retype(user, '받는 분', '이영희');
    await user.type(field('연락처'), '0101234');
    expect(field('연락처').value).toBe('010-1234');
    expect(screen.queryByText('핸드폰 번호 형식이 올바르지 않습니다.')).toBeNull();
    await user.tab();
    expect(screen.getByText('핸드폰 번호 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(field('연락처').getAttribute('aria-invalid')).toBe('true');

    await user.type(field('연락처'), '5678');
    expect(field('연락처').value).toBe('010-1234-5678');
    expect(screen.queryByText('핸드폰 번호 형식이 올바르지 않습니다.')).toBeNull();
    // Still no address.
    expect(payButton().disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    await waitFor(() => expect(field('우편번호').value).toBe('13494'));
    expect(field('주소').value).toContain('판교역로 235');
    // The terms are not agreed to yet: both are needed for a rental.
    expect(payButton().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: ORDER_AGREEMENT }));
    expect(payButton().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: RENTAL_AGREEMENT }));
    expect(payButton().disabled).toBe(false);

    await user.clear(field('받는 분'));
    expect(payButton().disabled).toBe(true);
  });

  it('prepares the payment, keeps the pending order and goes to the provider page', async () => {
    const assign = stubLocationAssign();
    const { ready } = serveOrderForm();
    const { user } = await openForm();
    await fillForm(user);

    await user.selectOptions(field('배송 요청사항'), '직접 입력');
    await user.type(field('요청사항 직접 입력'), '  벨 누르지 말아주세요  ');
    await user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(buildReadyReply().next_redirect_pc_url);
    expect(ready.calls.map((call) => call.body)).toEqual([
      {
        itemName: '캠핑 의자',
        quantity: 2,
        totalAmount: 63_000,
        saleSeq: 7,
        orderType: 'RENT',
        rentalPeriod: 90,
      },
    ]);
    expect(JSON.parse(localStorage.getItem(PENDING_ORDER_STORAGE_KEY) ?? 'null')).toStrictEqual(
      buildPendingOrder({
        tid: buildReadyReply().tid,
        addr: '경기 성남시 분당구 판교역로 235 (삼평동, 에이치스퀘어 엔동)',
        request: '벨 누르지 말아주세요',
        prodPrice: 30_000,
        totProdPrice: 60_000,
        totalPrice: 63_000,
      }),
    );
    // The page is being left: the button stays disabled.
    expect(payButton().disabled).toBe(true);
  });

  it('sends a preset request as it reads, and phones to the mobile page', async () => {
    const assign = stubLocationAssign();
    vi.stubGlobal('innerWidth', 375);
    serveOrderForm();
    const { user } = await openForm();
    await fillForm(user);

    expect(screen.queryByLabelText('요청사항 직접 입력')).toBeNull();
    await user.selectOptions(field('배송 요청사항'), '경비실에 맡겨주세요.');
    await user.click(payButton());

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(buildReadyReply().next_redirect_mobile_url),
    );
    const pending = JSON.parse(localStorage.getItem(PENDING_ORDER_STORAGE_KEY) ?? '{}');
    expect(pending.request).toBe('경비실에 맡겨주세요.');
  });

  it('says the payment could not be prepared and lets the customer try again', async () => {
    const assign = stubLocationAssign();
    serveOrderForm();
    const ready = handle(
      payment.ready,
      errorReply('PAYMENT_PREPARE_FAILED', { text: '다른 문구' }),
    );
    const { user } = await openForm();
    await fillForm(user);

    await user.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toContain(PAYMENT_TEXT.prepareFailed);
    expect(payButton().disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_ORDER_STORAGE_KEY)).toBeNull();
    expect(ready.calls).toHaveLength(1);
  });

  it("shows the server's text when the price changed", async () => {
    stubLocationAssign();
    serveOrderForm();
    handle(payment.ready, errorReply('PRICE_CHANGED'));
    const { user } = await openForm();
    await fillForm(user);

    await user.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toContain(ERRORS.PRICE_CHANGED.text);
    expect(payButton().disabled).toBe(false);
  });

  it('adds the deposit to what is paid and waits for the rental terms to be agreed to', async () => {
    const assign = stubLocationAssign();
    const listing = buildSale({ salePrice: 35_000 });
    const { ready } = serveOrderForm({ ...listing, offer: { ...listing.offer, deposit: 50_000 } });
    const { user } = await openForm('/buy/7?orderCount=2&period=30');

    expect(summaryValue('상품금액')).toBe('70,000원');
    expect(summaryValue('보증금')).toBe('100,000원');
    // 2 x (35,000 + 50,000) + 3,000.
    expect(summaryValue('총 결제금액')).toBe('173,000원');
    const terms = screen.getByRole('region', { name: '대여 조건' });
    expect(terms.textContent).toContain('50,000원 (1개당)');

    const agreement = screen.getByRole('checkbox', { name: RENTAL_AGREEMENT }) as HTMLInputElement;
    expect(agreement.checked).toBe(false);
    await fillForm(user);
    expect(payButton().disabled).toBe(false);
    await user.click(agreement);
    expect(payButton().disabled).toBe(true);
    await user.click(agreement);
    await user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(ready.calls[0]!.body).toMatchObject({ totalAmount: 173_000, orderType: 'RENT' });
  });

  it('buys a listing outright: no period, no deposit, its own agreement', async () => {
    const assign = stubLocationAssign();
    const listing = buildSale({ salePrice: 35_000 });
    const { ready } = serveOrderForm({
      ...listing,
      offer: { ...listing.offer, purchasePrice: 890_000, deposit: 50_000 },
    });
    const { user } = await openForm('/buy/7?orderCount=2&orderType=BUY');

    expect(summaryValue('주문 방식')).toBe('구매');
    expect(summary().queryByText('대여 기간')).toBeNull();
    expect(summary().queryByText('보증금')).toBeNull();
    expect(summaryValue('상품금액')).toBe('1,780,000원');
    expect(summaryValue('총 결제금액')).toBe('1,783,000원');
    expect(screen.getByRole('region', { name: '구매 조건' })).toBeTruthy();

    await retype(user, '받는 분', '이영희');
    await user.type(field('연락처'), '01098765432');
    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    await waitFor(() => expect(field('우편번호').value).toBe('13494'));
    expect(payButton().disabled).toBe(true);
    // A purchase has no rental terms to agree to.
    expect(screen.queryByRole('checkbox', { name: RENTAL_AGREEMENT })).toBeNull();
    await agree(user, { rental: false });
    await user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(ready.calls.map((call) => call.body)).toEqual([
      { itemName: '캠핑 의자', quantity: 2, totalAmount: 1_783_000, saleSeq: 7, orderType: 'BUY' },
    ]);
    const pending = JSON.parse(localStorage.getItem(PENDING_ORDER_STORAGE_KEY) ?? '{}');
    expect(pending).toMatchObject({ orderType: 'BUY', orderCount: 2, totalPrice: 1_783_000 });
    expect(pending).not.toHaveProperty('rentalPeriod');
  });

  it('does not let a listing be bought that cannot be', async () => {
    serveOrderForm();
    await openForm('/buy/7?orderCount=1&orderType=BUY');
    expect(screen.getByText(ERRORS.NOT_OFFERED.text)).toBeTruthy();
    expect(payButton().disabled).toBe(true);
  });

  it('does not let a sold-out listing be paid', async () => {
    serveOrderForm(buildSale({ stock: 0 }));
    const { user } = await openForm();
    await fillForm(user);

    expect(screen.getByText('주문할 수 있는 수량이 없습니다.')).toBeTruthy();
    expect(payButton().disabled).toBe(true);
  });

  it('says so when the listing does not exist', async () => {
    serveOrderForm();
    handle(sale.detail, errorReply('SALE_NOT_FOUND'));
    renderRoute('/buy/7');
    expect(await screen.findByText(ERRORS.SALE_NOT_FOUND.text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '결제하기' })).toBeNull();
  });
});

describe('order form delivery details', () => {
  it("fills the recipient, phone and address from the member's profile", async () => {
    serveOrderForm();
    handle(
      member.myInfo,
      buildMember({
        name: '김철수',
        phone: '010-1111-2222',
        postCode: '13494',
        addr: '경기 성남시 분당구 판교역로 235',
        addrDetail: '101동 202호',
      }),
    );
    const { user } = await openForm();

    expect(await screen.findByRole('radio', { name: /회원 정보 주소/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(field('받는 분').value).toBe('김철수');
    expect(field('연락처').value).toBe('010-1111-2222');
    expect(field('우편번호').value).toBe('13494');
    expect(field('주소').value).toBe('경기 성남시 분당구 판교역로 235');
    expect(field('상세주소').value).toBe('101동 202호');
    // Everything is there but the agreements, which start unticked.
    expect(payButton().disabled).toBe(true);
    await agree(user);
    expect(payButton().disabled).toBe(false);

    // A new address keeps who receives it, and empties the address.
    await user.click(screen.getByRole('radio', { name: '새 배송지' }));
    expect(field('받는 분').value).toBe('김철수');
    expect(field('우편번호').value).toBe('');
    expect(payButton().disabled).toBe(true);
  });

  it('starts from the default saved address, and saves a typed one before paying', async () => {
    const assign = stubLocationAssign();
    const { ready } = serveOrderForm();
    handle(address.list, {
      addresses: [
        buildSavedAddress({ seq: 1, label: '회사', recipient: '박회사', post: '06236' }),
        buildSavedAddress({
          seq: 2,
          label: '집',
          isDefault: true,
          request: '경비실에 맡겨주세요.',
        }),
      ],
    });
    const saved = handle(address.add, {
      message: { text: '배송지를 저장했습니다.', type: 'success' },
    });
    const { user } = await openForm();

    const home = (await screen.findByRole('radio', { name: /집/ })) as HTMLInputElement;
    expect(home.checked).toBe(true);
    expect(field('받는 분').value).toBe('이영희');
    expect(field('연락처').value).toBe('010-2222-3333');
    expect(field('우편번호').value).toBe('04524');
    expect(field('배송 요청사항').value).toBe('경비실에 맡겨주세요.');
    // A saved address is not saved again.
    expect(screen.queryByRole('checkbox', { name: '이 배송지를 저장' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /회사/ }));
    expect(field('받는 분').value).toBe('박회사');
    expect(field('우편번호').value).toBe('06236');

    await user.click(screen.getByRole('radio', { name: '새 배송지' }));
    await user.type(field('연락처'), '01098765432');
    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    await waitFor(() => expect(field('우편번호').value).toBe('13494'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('checkbox', { name: '이 배송지를 저장' }));
    await agree(user);
    // The saved address needs a name.
    expect(payButton().disabled).toBe(true);
    await user.type(field('배송지 이름'), '본가');
    await user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(saved.calls.map((call) => call.body)).toEqual([
      {
        label: '본가',
        recipient: '김철수',
        phone: '010-9876-5432',
        post: '13494',
        addr: '경기 성남시 분당구 판교역로 235 (삼평동, 에이치스퀘어 엔동)',
        addrDetail: '',
        request: '',
        isDefault: false,
      },
    ]);
    expect(ready.calls).toHaveLength(1);
    const pending = JSON.parse(localStorage.getItem(PENDING_ORDER_STORAGE_KEY) ?? '{}');
    expect(pending).toMatchObject({ recipient: '김철수', post: '13494' });
  });

  it('does not pay when the address cannot be saved, and says why', async () => {
    const assign = stubLocationAssign();
    const { ready } = serveOrderForm();
    handle(address.add, errorReply('ADDRESS_LIMIT'));
    const { user } = await openForm();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: '이 배송지를 저장' }));
    await user.type(field('배송지 이름'), '집');

    await user.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toContain(ERRORS.ADDRESS_LIMIT.text);
    expect(ready.calls).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    expect(payButton().disabled).toBe(false);
  });
});
