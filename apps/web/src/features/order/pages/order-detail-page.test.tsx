import { ENDPOINTS, ORDER_STATES, ORDER_TEXT, success, type Order } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildOrder,
  errorReply,
  findToast,
  handle,
  networkError,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { order: orders, delivery } = ENDPOINTS;

/** `order` as its member (or an administrator) sees it, with two delivery companies to choose. */
function serveOrder(order: Order, { admin = false } = {}) {
  signIn(admin ? 'admin' : 'alice', { admin });
  handle(delivery.formSelect, [
    { seq: 1, code: '04', name: 'CJ대한통운', callNo: '1588-1255' },
    { seq: 2, code: '05', name: '한진택배', callNo: null },
  ]);
  return handle(orders.detail, order);
}

const factValue = (term: string) =>
  screen.getAllByText(term).find((element) => element.tagName === 'DT')?.nextElementSibling
    ?.textContent;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('order detail', () => {
  it('shows a member every field of the order, delivery company and tracking read-only', async () => {
    serveOrder(
      buildOrder({
        state: 'D.PRG',
        stateName: '배송중',
        deliveryCode: '04',
        deliveryCompany: 'CJ대한통운',
        tracking: '123456789012',
      }),
    );
    renderRoute('/order/5');
    await screen.findByText('OR2611210000005');

    expect(factValue('주문 상태')).toBe('배송중');
    expect(factValue('판매상품')).toBe('캠핑 의자');
    expect(factValue('상품명')).toBe('캠핑 의자 원목');
    expect(factValue('수량')).toBe('2개');
    expect(factValue('대여 기간')).toBe('90일');
    expect(factValue('1개당 대여료')).toBe('10,000원');
    expect(factValue('상품금액')).toBe('20,000원');
    expect(factValue('배송비')).toBe('3,000원');
    expect(factValue('총 결제금액')).toBe('23,000원');
    expect(factValue('받는 분')).toBe('이영희');
    expect(factValue('연락처')).toBe('010-9876-5432');
    expect(factValue('주소')).toBe('경기 성남시 분당구 판교역로 235 101동 202호');
    expect(factValue('배송 요청사항')).toBe('문 앞에 놓아주세요.');
    expect(factValue('배송업체')).toBe('CJ대한통운');
    expect(factValue('송장번호')).toBe('123456789012');
    expect(factValue('주문일')).toBe('2026.11.21 14:00');

    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
    expect(screen.queryByLabelText('주문 상태')).toBeNull();
    // The member's own actions are here too.
    expect(screen.getByRole('link', { name: '수령 확인' }).getAttribute('href')).toBe('/receive/5');
  });

  it('shows a purchase as such, without a period or a deposit', async () => {
    serveOrder(
      buildOrder({ orderType: 'BUY', rentalPeriod: 0, prodPrice: 890_000, totProdPrice: 890_000 }),
    );
    renderRoute('/order/5');
    await screen.findByText('OR2611210000005');

    expect(factValue('주문 방식')).toBe('구매');
    expect(factValue('1개당 구매가')).toBe('890,000원');
    expect(screen.queryByText('1개당 대여료')).toBeNull();
    expect(screen.queryByText('대여 기간')).toBeNull();
    expect(screen.queryByText('보증금')).toBeNull();
  });

  it('shows the deposit paid with a rental', async () => {
    serveOrder(buildOrder({ deposit: 100_000, totalPrice: 123_000 }));
    renderRoute('/order/5');
    await screen.findByText('OR2611210000005');

    expect(factValue('주문 방식')).toBe('대여');
    expect(factValue('대여 기간')).toBe('90일');
    expect(factValue('보증금')).toBe('100,000원');
    expect(factValue('총 결제금액')).toBe('123,000원');
  });

  it('lets an administrator save state, request, delivery company (code and name) and tracking', async () => {
    const detail = serveOrder(buildOrder(), { admin: true });
    const modify = handle(orders.modify, { message: success(ORDER_TEXT.modified) });
    const { user } = renderRoute('/order/5');
    await screen.findByRole('heading', { name: '주문 관리' });

    const state = field('주문 상태') as unknown as HTMLSelectElement;
    expect(state.value).toBe('P.CPLT');
    expect([...state.options].map((option) => option.textContent)).toEqual(
      ORDER_STATES.map((s) => s.kor),
    );
    expect(field('요청사항').value).toBe('문 앞에 놓아주세요.');

    await user.selectOptions(state, 'D.PRG');
    await user.selectOptions(field('배송업체'), '한진택배');
    await user.type(field('송장번호'), '5678-1234-9012');
    await user.clear(field('요청사항'));
    await user.type(field('요청사항'), '경비실');
    await user.click(screen.getByRole('button', { name: '저장' }));

    await findToast(ORDER_TEXT.modified);
    const [call] = modify.calls;
    expect(call!.request.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    expect(call!.params).toEqual({ seq: '5' });
    expect(call!.body).toEqual({
      state: 'D.PRG',
      request: '경비실',
      deliveryCode: '05',
      deliveryCompany: '한진택배',
      tracking: '5678-1234-9012',
    });
    // The detail is read again after the save.
    await waitFor(() => expect(detail.calls).toHaveLength(2));
  });

  it("starts from the order's company and keeps it", async () => {
    serveOrder(
      buildOrder({
        state: 'D.PRG',
        deliveryCode: '04',
        deliveryCompany: 'CJ대한통운',
        tracking: '1234',
      }),
      { admin: true },
    );
    const modify = handle(orders.modify, { message: success(ORDER_TEXT.modified) });
    const { user } = renderRoute('/order/5');
    await screen.findByRole('heading', { name: '주문 관리' });

    const company = field('배송업체') as unknown as HTMLSelectElement;
    expect(company.selectedOptions[0]!.textContent).toBe('CJ대한통운');
    await user.click(screen.getByRole('button', { name: '저장' }));

    await findToast(ORDER_TEXT.modified);
    expect(modify.calls[0]!.body).toMatchObject({
      deliveryCode: '04',
      deliveryCompany: 'CJ대한통운',
      tracking: '1234',
    });
  });

  it('asks for a company and a tracking number before an order goes out for delivery', async () => {
    serveOrder(buildOrder(), { admin: true });
    const modify = handle(orders.modify, { message: success(ORDER_TEXT.modified) });
    const { user } = renderRoute('/order/5');
    await screen.findByRole('heading', { name: '주문 관리' });

    await user.selectOptions(field('주문 상태'), 'D.PRG');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText(ORDER_TEXT.trackingRequired)).toBeTruthy();
    expect(modify.calls).toHaveLength(0);
  });

  it("shows the server's refusal, or the fallback when the server cannot be reached", async () => {
    let reachable = true;
    serveOrder(buildOrder(), { admin: true });
    handle(orders.modify, () =>
      reachable
        ? errorReply('ORDER_WRONG_STATE', {
            text: '취소 또는 반품이 완료된 주문은 상태를 바꿀 수 없습니다.',
          })
        : networkError(),
    );
    const { user } = renderRoute('/order/5');
    await screen.findByRole('heading', { name: '주문 관리' });

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '취소 또는 반품이 완료된 주문은 상태를 바꿀 수 없습니다.',
    );

    reachable = false;
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toContainEqual(
        expect.stringContaining(ORDER_TEXT.modifyFailed),
      ),
    );
  });

  it('shows what was paid and each refund as the ledger keeps it', async () => {
    serveOrder(
      buildOrder({
        state: 'C.CPLT',
        stateName: '취소 완료',
        payment: {
          method: '카카오페이',
          totalAmount: 23_000,
          cancelledAmount: 5_000,
          refundingAmount: 18_000,
          status: 'PARTIALLY_CANCELLED',
          statusName: '부분 환불',
          approvedDttm: '2026-11-21T05:00:10.000Z',
          refunds: [
            {
              amount: 5_000,
              reason: '부분 환불',
              state: 'DONE',
              stateName: '환불 완료',
              insertDttm: '2026-11-21T06:00:00.000Z',
              doneDttm: '2026-11-21T06:00:02.000Z',
            },
            {
              amount: 18_000,
              reason: '주문 취소 완료',
              state: 'REQUESTED',
              stateName: '환불 진행 중',
              insertDttm: '2026-11-22T06:30:00.000Z',
              doneDttm: null,
            },
          ],
        },
      }),
    );
    renderRoute('/order/5');
    await screen.findByRole('heading', { name: '결제·환불' });

    expect(factValue('결제 수단')).toBe('카카오페이');
    expect(factValue('결제 금액')).toBe('23,000원');
    expect(screen.queryByText('함께 결제한 금액')).toBeNull();
    expect(factValue('결제 상태')).toBe('부분 환불');
    expect(factValue('환불 완료')).toBe('5,000원');
    expect(factValue('환불 진행 중')).toBe('18,000원');
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toContainEqual(expect.stringContaining('주문 취소 완료18,000원환불 진행 중'));
  });

  it("names a payment made with other orders as the checkout's, beside this order's total", async () => {
    serveOrder(
      buildOrder({
        totalPrice: 272_000,
        payment: {
          method: '카카오페이',
          totalAmount: 302_000,
          cancelledAmount: 0,
          refundingAmount: 0,
          status: 'APPROVED',
          statusName: '결제 완료',
          approvedDttm: '2026-11-21T05:00:10.000Z',
          refunds: [],
        },
      }),
    );
    renderRoute('/order/5');
    await screen.findByRole('heading', { name: '결제·환불' });

    expect(screen.queryByText('결제 금액')).toBeNull();
    expect(factValue('함께 결제한 금액')).toBe('302,000원');
    expect(factValue('이 주문 금액')).toBe('272,000원');
    expect(
      screen.getByText(
        '이 주문은 장바구니에서 다른 주문과 함께 결제했습니다. 결제 금액과 환불 금액은 함께 결제한 주문 전체의 금액입니다.',
      ),
    ).toBeTruthy();
  });

  it('offers an administrator only the moves the order may make, and the refund before saving', async () => {
    serveOrder(
      buildOrder({
        payment: {
          method: '카카오페이',
          totalAmount: 23_000,
          cancelledAmount: 0,
          refundingAmount: 0,
          status: 'APPROVED',
          statusName: '결제 완료',
          approvedDttm: null,
          refunds: [],
        },
      }),
      { admin: true },
    );
    const { user } = renderRoute('/order/5');
    await screen.findByRole('heading', { name: '주문 관리' });
    const state = field('주문 상태') as unknown as HTMLSelectElement;
    expect(screen.queryByRole('note')).toBeNull();

    await user.selectOptions(state, 'C.CPLT');
    expect(screen.getByRole('note').textContent).toBe(
      '저장하면 23,000원이 결제 수단으로 환불되고 재고가 돌아옵니다. 되돌릴 수 없습니다.',
    );
    expect(state.getAttribute('aria-describedby')).toBe(screen.getByRole('note').id);
  });

  it('keeps a cancelled order where it is', async () => {
    serveOrder(buildOrder({ state: 'C.CPLT', stateName: '취소 완료' }), { admin: true });
    renderRoute('/order/5');
    await screen.findByRole('heading', { name: '주문 관리' });
    const state = field('주문 상태') as unknown as HTMLSelectElement;
    expect(state.disabled).toBe(true);
    expect([...state.options].map((option) => option.value)).toEqual(['C.CPLT']);
    expect(screen.getByRole('note').textContent).toBe(
      '취소 또는 반품이 완료된 주문은 상태를 바꿀 수 없습니다.',
    );
  });

  it('warns when the order does not exist', async () => {
    serveOrder(buildOrder());
    handle(orders.detail, errorReply('ORDER_NOT_FOUND', { text: '다른 문구' }));
    renderRoute('/order/99', { strict: true });

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(ORDER_TEXT.notFound);
    expect(toast.classList.contains('bg-warning')).toBe(true);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/order/list');
    expect(screen.queryByRole('heading', { name: '주문 정보' })).toBeNull();
  });
});
