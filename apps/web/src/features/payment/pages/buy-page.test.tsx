import { PAYMENT_TEXT, PENDING_ORDER_STORAGE_KEY, type SaleDetail } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostcodeData, PostcodeOptions } from '@/components/address-picker/postcode';
import { ROAD_APARTMENT } from '@/components/address-picker/postcode-fixtures';
import { errorResponse, mockApi, renderPayment, signIn } from '../test-utils';

const saleFixture = (overrides: Partial<SaleDetail> = {}): SaleDetail => ({
  seq: 7,
  saleNo: 'SA2611210000007',
  title: '캠핑 의자',
  salePrice: 10_000,
  deliveryFee: 3_000,
  quantity: 5,
  stock: 3,
  content: '가볍고 튼튼합니다.',
  category: '캠핑',
  categorySeq: 1,
  productNo: 'PR2611210000001',
  productName: '캠핑 의자 원목',
  thumbnails: [],
  contentImages: [],
  view: 0,
  insertDttm: '2026-11-21T05:00:00.000Z',
  updateDttm: '2026-11-21T05:00:00.000Z',
  ...overrides,
});

const READY_REPLY = {
  tid: 'T1234567890123456789',
  next_redirect_pc_url: 'https://pay.example/pc/T1234567890123456789',
  next_redirect_mobile_url: 'https://pay.example/mobile/T1234567890123456789',
};

/** The postcode widget answers at once with a road address, as the browser tests' stub does. */
function installStubPostcode(answer: PostcodeData) {
  class StubPostcode {
    constructor(private readonly options: PostcodeOptions) {}
    embed() {
      this.options.oncomplete(answer);
      this.options.onclose?.('COMPLETE_CLOSE');
    }
    open() {
      this.embed();
    }
  }
  window.kakao = { Postcode: StubPostcode };
}

function setUp(handlers: Record<string, unknown> = {}, sale = saleFixture()) {
  const { sessionMember } = signIn('alice', { name: '김철수' });
  installStubPostcode(ROAD_APARTMENT);
  return mockApi({
    'GET /api/member': sessionMember,
    'GET /api/config': { postcodeScriptUrl: '/test/postcode.js', paymentProvider: 'demo' },
    [`GET /api/sale/detail/${sale.seq}`]: sale,
    'POST /api/kakaopay/ready': READY_REPLY,
    ...(handlers as Record<string, object>),
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const payButton = () => screen.getByRole('button', { name: '결제하기' }) as HTMLButtonElement;
const summaryValue = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

async function openForm(path = '/buy/7?orderCount=2&period=90') {
  const rendered = renderPayment(path);
  await screen.findByRole('heading', { name: '주문 요약' });
  return rendered;
}

type User = Awaited<ReturnType<typeof openForm>>['user'];

async function fillForm(user: User) {
  await user.type(field('받는 분'), '이영희');
  await user.type(field('연락처'), '01098765432');
  await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
  await waitFor(() => expect(field('우편번호').value).toBe('13494'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.type(field('상세주소'), '101동 202호');
}

function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('order form', () => {
  afterEach(() => {
    delete window.kakao;
  });

  it('shows the payer, the summary of the listing and the payment methods', async () => {
    setUp();
    await openForm();

    expect(field('주문자').value).toBe('김철수');
    expect(field('주문자').readOnly).toBe(true);
    expect(summaryValue('상품')).toBe('캠핑 의자');
    expect(summaryValue('수량')).toBe('2개');
    expect(summaryValue('대여 기간')).toBe('90일');
    expect(summaryValue('상품 금액')).toBe('20,000원');
    expect(summaryValue('배송비')).toBe('3,000원');
    expect(summaryValue('총 결제금액')).toBe('23,000원');

    const kakao = screen.getByRole('radio', { name: '카카오페이' }) as HTMLInputElement;
    expect(kakao.checked).toBe(true);
    expect(kakao.disabled).toBe(false);
    for (const name of ['네이버페이', '일반결제', '계좌이체']) {
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).disabled).toBe(true);
    }
  });

  it('caps the quantity at the units left, falls back to 30 days, and shows free delivery', async () => {
    setUp({}, saleFixture({ deliveryFee: 0 }));
    await openForm('/buy/7?orderCount=9&period=45');

    expect(summaryValue('수량')).toBe('3개');
    expect(summaryValue('대여 기간')).toBe('30일');
    expect(summaryValue('배송비')).toBe('무료배송');
    expect(summaryValue('총 결제금액')).toBe('30,000원');
  });

  it('takes the listing from saleSeq on /buy/add, and a nonsense quantity as 1', async () => {
    const api = setUp();
    await openForm('/buy/add?saleSeq=7&orderCount=abc');

    expect(summaryValue('수량')).toBe('1개');
    expect(api.callsTo('GET /api/sale/detail/7')).toHaveLength(1);
  });

  it('keeps 결제하기 disabled until the form is valid, and checks the phone when it is left', async () => {
    setUp();
    const { user } = await openForm();
    expect(payButton().disabled).toBe(true);

    await user.type(field('받는 분'), '이영희');
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
    expect(payButton().disabled).toBe(false);

    await user.clear(field('받는 분'));
    expect(payButton().disabled).toBe(true);
  });

  it('prepares the payment, keeps the pending order and goes to the provider page', async () => {
    const assign = stubLocationAssign();
    const api = setUp();
    const { user } = await openForm();
    await fillForm(user);

    await user.selectOptions(field('배송 요청사항'), '직접 입력');
    await user.type(field('요청사항 직접 입력'), '  벨 누르지 말아주세요  ');
    await user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(READY_REPLY.next_redirect_pc_url);
    expect(api.callsTo('POST /api/kakaopay/ready').map((call) => call.body)).toEqual([
      { itemName: '캠핑 의자', quantity: 2, totalAmount: 23_000, saleSeq: 7, rentalPeriod: 90 },
    ]);
    expect(JSON.parse(localStorage.getItem(PENDING_ORDER_STORAGE_KEY) ?? 'null')).toStrictEqual({
      tid: READY_REPLY.tid,
      saleSaleNo: 'SA2611210000007',
      productNo: 'PR2611210000001',
      memberMemberId: 'alice',
      recipient: '이영희',
      phone: '010-9876-5432',
      post: '13494',
      addr: '경기 성남시 분당구 판교역로 235 (삼평동, 에이치스퀘어 엔동)',
      addrDetail: '101동 202호',
      request: '벨 누르지 말아주세요',
      totalPrice: 23_000,
      deliveryFee: 3_000,
      totProdPrice: 20_000,
      prodPrice: 10_000,
      orderCount: 2,
      rentalPeriod: 90,
      deliveryCode: null,
      deliveryCompany: null,
      tracking: null,
    });
    // The page is being left: the button stays disabled.
    expect(payButton().disabled).toBe(true);
  });

  it('sends a preset request as it reads, and phones to the mobile page', async () => {
    const assign = stubLocationAssign();
    vi.stubGlobal('innerWidth', 375);
    setUp();
    const { user } = await openForm();
    await fillForm(user);

    expect(screen.queryByLabelText('요청사항 직접 입력')).toBeNull();
    await user.selectOptions(field('배송 요청사항'), '경비실에 맡겨주세요.');
    await user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(READY_REPLY.next_redirect_mobile_url));
    const pending = JSON.parse(localStorage.getItem(PENDING_ORDER_STORAGE_KEY) ?? '{}');
    expect(pending.request).toBe('경비실에 맡겨주세요.');
  });

  it('says the payment could not be prepared and lets the customer try again', async () => {
    const assign = stubLocationAssign();
    const api = setUp({
      'POST /api/kakaopay/ready': errorResponse(502, 'PAYMENT_PREPARE_FAILED', '다른 문구'),
    });
    const { user } = await openForm();
    await fillForm(user);

    await user.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toContain(PAYMENT_TEXT.prepareFailed);
    expect(payButton().disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_ORDER_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('POST /api/kakaopay/ready')).toHaveLength(1);
  });

  it("shows the server's text when the price changed", async () => {
    stubLocationAssign();
    const text = '상품 가격이 변경되었습니다. 금액을 확인하고 다시 결제해주세요.';
    setUp({ 'POST /api/kakaopay/ready': errorResponse(409, 'PRICE_CHANGED', text) });
    const { user } = await openForm();
    await fillForm(user);

    await user.click(payButton());

    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(payButton().disabled).toBe(false);
  });

  it('does not let a sold-out listing be paid', async () => {
    setUp({}, saleFixture({ stock: 0 }));
    const { user } = await openForm();
    await fillForm(user);

    expect(screen.getByText('주문할 수 있는 수량이 없습니다.')).toBeTruthy();
    expect(payButton().disabled).toBe(true);
  });

  it('says so when the listing does not exist', async () => {
    setUp({
      'GET /api/sale/detail/7': errorResponse(
        404,
        'SALE_NOT_FOUND',
        '해당 상품이 존재하지 않습니다.',
      ),
    });
    renderPayment('/buy/7');
    expect(await screen.findByText('해당 상품이 존재하지 않습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '결제하기' })).toBeNull();
  });
});
