import { describe, expect, it } from 'vitest';
import { SAMPLE_SHOP_INFO } from '@store/contract/testing/shop-info';
import type { NotificationData, OrderedLine, RenderedNotification } from './notification.data';
import { renderNotification } from './notification.templates';

const BASE_URL = 'https://shop.example.com';

const render = (data: NotificationData, name = '홍길동') =>
  renderNotification(data, { name }, { baseUrl: BASE_URL, shop: SAMPLE_SHOP_INFO });

/** What the member reads in the e-mail, whichever part their mail program shows. */
function expectInMail(message: RenderedNotification, ...expected: string[]) {
  for (const value of expected) {
    expect(message.text).toContain(value);
    expect(message.html).toContain(value);
  }
}

function expectNotInMail(message: RenderedNotification, ...unexpected: string[]) {
  for (const value of unexpected) {
    expect(message.text).not.toContain(value);
    expect(message.html).not.toContain(value);
  }
}

const rentalLine: OrderedLine = {
  orderNo: '2611240001',
  title: '캠핑 의자 2인 세트',
  orderType: 'RENT',
  rentalPeriod: 7,
  count: 1,
  totalPrice: 68000,
  deliveryFee: 3000,
  deposit: 50000,
};
const purchaseLine: OrderedLine = {
  orderNo: '2611240002',
  title: '랜턴 배터리',
  orderType: 'BUY',
  rentalPeriod: 0,
  count: 2,
  totalPrice: 24000,
  deliveryFee: 0,
  deposit: 0,
};
const orderReceived = (lines: OrderedLine[], orderSeq: number | null = null): NotificationData => ({
  kind: 'ORDER_RECEIVED',
  orderSeq,
  lines,
  totalAmount: lines.reduce((sum, line) => sum + line.totalPrice, 0),
  recipient: '김수령',
  address: '서울특별시 마포구 월드컵로 12, 301호',
  orderedAt: '2026-11-24 21:05',
});

describe('every message', () => {
  it('greets the member, names the store and ends with the reply-only footer', () => {
    const message = render(
      { kind: 'CONTACT_REPLIED', contactSeq: 3, title: '배송 문의', repliedAt: '2026-11-25 10:00' },
      '이영희',
    );
    expect(message.subject.startsWith('[빌림마켓] ')).toBe(true);
    expectInMail(
      message,
      '안녕하세요, 이영희님. 빌림마켓입니다.',
      '본 메일은 발신 전용입니다. 문의는 고객센터(1:1 문의)를 이용해주세요.',
      `${BASE_URL}/contact/list`,
    );
    expect(message.html).toContain('max-width:600px');
    expect(message.short.startsWith('[빌림마켓] 문의하신 내용에 답변이 등록되었습니다\n')).toBe(
      true,
    );
    expect(message.short).toContain('이영희님, ');
  });

  it("ends the mail with the shop's business details, and leaves them out of the 알림톡", () => {
    const message = render({
      kind: 'CONTACT_REPLIED',
      contactSeq: 3,
      title: '배송 문의',
      repliedAt: '2026-11-25 10:00',
    });
    expectInMail(
      message,
      '(주)빌림테스트 | 대표자 김대표 | 사업자등록번호 124-81-00998',
      '주소 서울특별시 가상구 시험로 1',
      '고객센터 02-1234-5678 (평일 10:00~18:00) | help@example.com',
    );
    expect(message.text.trimEnd().endsWith('help@example.com')).toBe(true);
    expect(message.short).not.toContain('124-81-00998');
  });

  it('leaves out the business details not registered yet', () => {
    const message = renderNotification(
      { kind: 'CONTACT_REPLIED', contactSeq: 3, title: '배송 문의', repliedAt: '2026-11-25 10:00' },
      { name: '홍길동' },
      {
        baseUrl: BASE_URL,
        shop: {
          ...SAMPLE_SHOP_INFO,
          companyName: '빌림마켓',
          ceoName: '',
          businessNo: '',
          businessAddress: '',
        },
      },
    );
    expect(message.text).toContain(
      '\n빌림마켓\n고객센터 02-1234-5678 (평일 10:00~18:00) | help@example.com',
    );
    expectNotInMail(message, '대표자', '사업자등록번호', '주소 ');
  });

  it('escapes what members wrote in the HTML and leaves it as written in the text', () => {
    const title = '<script>alert(1)</script>';
    const message = render(
      {
        kind: 'SHIPPED',
        orderSeq: 9,
        orderNo: '2611240009',
        title,
        courierName: 'CJ대한통운',
        trackingNumber: '1234',
      },
      '"><img src=x onerror=alert(2)>',
    );
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(message.html).toContain('&#34;&#62;&#60;img src=x onerror=alert(2)&#62;');
    expect(message.text).toContain(`상품: ${title}`);
    expect(message.text).toContain('안녕하세요, "><img src=x onerror=alert(2)>님.');
    expect(message.short).toContain(`상품: ${title}`);
  });

  it('keeps the 알림톡 within 1,000 characters and keeps its link when a title is very long', () => {
    const message = render({
      kind: 'RESTOCKED',
      saleSeq: 77,
      title: '아주 긴 상품명 '.repeat(300),
      quantity: 2,
    });
    expect(Array.from(message.short).length).toBeLessThanOrEqual(1000);
    expect(message.short).toContain(`상품 보러 가기: ${BASE_URL}/sale/detail/77`);
    expect(message.subject.length).toBeLessThan(80);
  });

  it('puts a subject on one line whatever the title holds', () => {
    const message = render({
      kind: 'RESTOCKED',
      saleSeq: 1,
      title: '텐트\r\nBcc: x@y.z',
      quantity: 1,
    });
    expect(message.subject).toBe('[빌림마켓] 찜하신 상품이 재입고되었습니다 - 텐트 Bcc: x@y.z');
  });
});

describe('ORDER_RECEIVED', () => {
  const message = render(orderReceived([rentalLine, purchaseLine], 41));

  it('names the first item and how many more in the subject', () => {
    expect(message.subject).toBe('[빌림마켓] 주문이 접수되었습니다 - 캠핑 의자 2인 세트 외 1건');
  });

  it('lists every line with its number, kind, count and amounts', () => {
    expectInMail(
      message,
      '주문번호 2611240001',
      '상품: 캠핑 의자 2인 세트',
      '구분: 대여 7일',
      '수량: 1개',
      '금액: 68,000원',
      '그중 배송비: 3,000원',
      '그중 보증금: 50,000원',
      '주문번호 2611240002',
      '상품: 랜턴 배터리',
      '구분: 구매',
      '수량: 2개',
      '금액: 24,000원',
    );
    // The purchase has neither a delivery fee nor a deposit: only the rental's lines say so.
    expect(message.text.match(/그중 배송비/g)).toHaveLength(1);
    expect(message.text.match(/그중 보증금/g)).toHaveLength(1);
  });

  it('shows the total, the recipient, the address and the time ordered', () => {
    expectInMail(
      message,
      '총 결제 금액: 92,000원',
      '받는 분: 김수령',
      '배송지: 서울특별시 마포구 월드컵로 12, 301호',
      '주문 일시: 2026-11-24 21:05',
    );
  });

  it('explains the deposit and the 7-day withdrawal', () => {
    expectInMail(message, '보증금은 대여 상품이 반납되어 검수를 마친 뒤', '7일 이내에 청약철회');
  });

  it('links to the order', () => {
    expectInMail(message, `${BASE_URL}/order/41`);
    expect(message.short).toContain(`주문 내역 보기: ${BASE_URL}/order/41`);
    expect(message.short).toContain('- 캠핑 의자 2인 세트 (대여 7일, 1개): 68,000원');
    expect(message.short).toContain('- 랜턴 배터리 (구매, 2개): 24,000원');
    expect(message.short).toContain('총 결제 금액: 92,000원');
  });

  it('links a cart checkout to the order list', () => {
    const cart = render(orderReceived([rentalLine, purchaseLine], null));
    expectInMail(cart, `${BASE_URL}/order/list`);
    expect(cart.short).toContain(`${BASE_URL}/order/list`);
  });

  it('says nothing of deposits for a purchase, nor of withdrawal for a rental', () => {
    expectNotInMail(render(orderReceived([purchaseLine])), '보증금');
    expectNotInMail(render(orderReceived([rentalLine])), '청약철회');
  });

  it('lists three lines of a long cart in the 알림톡, then how many more', () => {
    const lines = Array.from({ length: 10 }, (_, i) => ({
      ...purchaseLine,
      orderNo: `26112400${i}`,
    }));
    const cart = render(orderReceived(lines));
    expect(cart.short.match(/- 랜턴 배터리/g)).toHaveLength(3);
    expect(cart.short).toContain('- 외 7건');
    expect(cart.text.match(/상품: 랜턴 배터리/g)).toHaveLength(10);
  });
});

describe('PAYMENT_DONE', () => {
  const message = render({
    kind: 'PAYMENT_DONE',
    itemName: '캠핑 의자 2인 세트',
    amount: 68000,
    method: '카카오페이',
    approvedAt: '2026-11-24 21:06',
  });

  it('says what was paid, how and when', () => {
    expect(message.subject).toBe('[빌림마켓] 결제가 완료되었습니다 - 캠핑 의자 2인 세트');
    expectInMail(
      message,
      '상품: 캠핑 의자 2인 세트',
      '결제 금액: 68,000원',
      '결제 수단: 카카오페이',
      '승인 일시: 2026-11-24 21:06',
      `${BASE_URL}/order/list`,
    );
    expect(message.short).toContain('결제 금액: 68,000원');
  });
});

describe('SHIPPED', () => {
  const message = render({
    kind: 'SHIPPED',
    orderSeq: 41,
    orderNo: '2611240001',
    title: '캠핑 의자 2인 세트',
    courierName: 'CJ대한통운',
    trackingNumber: '645712345678',
  });

  it('gives the courier, the tracking number and the order to track', () => {
    expect(message.subject).toBe('[빌림마켓] 상품이 발송되었습니다 - 캠핑 의자 2인 세트');
    expectInMail(
      message,
      '주문번호: 2611240001',
      '택배사: CJ대한통운',
      '운송장 번호: 645712345678',
      `${BASE_URL}/order/41`,
    );
    expect(message.short).toContain(`배송 조회하기: ${BASE_URL}/order/41`);
    expect(message.short).toContain('운송장 번호: 645712345678');
  });
});

describe('RENTAL_STARTED', () => {
  const message = render({
    kind: 'RENTAL_STARTED',
    rentalSeq: 5,
    rentalNo: 'R2611250001',
    title: '캠핑 의자 2인 세트',
    startDate: '2026-11-25',
    dueDate: '2026-12-02',
  });

  it('gives the rental number, the start and the due date', () => {
    expect(message.subject).toBe('[빌림마켓] 대여가 시작되었습니다 - 캠핑 의자 2인 세트');
    expectInMail(
      message,
      '대여번호: R2611250001',
      '대여 시작일: 2026-11-25',
      '반납 예정일: 2026-12-02',
      `${BASE_URL}/rental/list`,
    );
    expect(message.short).toContain('반납 예정일: 2026-12-02');
    expect(message.short).toContain(`${BASE_URL}/rental/list`);
  });
});

describe('RETURN_DUE_3 and RETURN_DUE_1', () => {
  const due = (kind: 'RETURN_DUE_3' | 'RETURN_DUE_1', lateFeePerDay: number) =>
    render({
      kind,
      rentalSeq: 5,
      rentalNo: 'R2611250001',
      title: '캠핑 의자 2인 세트',
      dueDate: '2026-12-02',
      lateFeePerDay,
    });

  it('counts the days to the due date in the subject', () => {
    expect(due('RETURN_DUE_3', 0).subject).toBe(
      '[빌림마켓] 반납 예정일 3일 전 안내 - 캠핑 의자 2인 세트',
    );
    expect(due('RETURN_DUE_1', 0).subject).toBe(
      '[빌림마켓] 반납 예정일 하루 전 안내 - 캠핑 의자 2인 세트',
    );
    expectInMail(due('RETURN_DUE_3', 0), '반납 예정일이 3일 남았습니다');
    expectInMail(due('RETURN_DUE_1', 0), '반납 예정일이 내일입니다');
  });

  it('gives the due date, the late fee per day and the links to return or extend', () => {
    const message = due('RETURN_DUE_1', 2000);
    expectInMail(
      message,
      '반납 예정일: 2026-12-02',
      '1일 연체료: 2,000원',
      '하루 2,000원의 연체료가 부과됩니다',
      `${BASE_URL}/rental/return/5`,
      `${BASE_URL}/rental/renew/5`,
    );
    expect(message.short).toContain(`반납(회수) 신청하기: ${BASE_URL}/rental/return/5`);
    expect(message.short).toContain('하루 2,000원의 연체료가 부과됩니다');
  });

  it('asks to return on time, without a word of fees, when the listing charges none', () => {
    const message = due('RETURN_DUE_3', 0);
    expectInMail(message, '반납 예정일에 맞춰 반납해주세요.');
    expectNotInMail(message, '연체료');
    expect(message.short).not.toContain('연체료');
  });
});

describe('OVERDUE', () => {
  const overdue = (lateFee: number, lateFeeCap: number | null) =>
    render({
      kind: 'OVERDUE',
      rentalSeq: 5,
      rentalNo: 'R2611250001',
      title: '캠핑 의자 2인 세트',
      dueDate: '2026-12-02',
      daysOverdue: 8,
      lateFee,
      lateFeeCap,
    });

  it('gives the days overdue, the fee so far, its cap and the links to return and pay', () => {
    const message = overdue(16000, 34000);
    expect(message.subject).toBe('[빌림마켓] 반납 예정일이 8일 지났습니다 - 캠핑 의자 2인 세트');
    expectInMail(
      message,
      '반납 예정일: 2026-12-02',
      '연체 일수: 8일',
      '현재 연체료: 16,000원',
      '연체료 상한: 34,000원',
      `${BASE_URL}/rental/return/5`,
      `${BASE_URL}/rental/list`,
    );
    expect(message.short).toContain('현재 연체료: 16,000원');
    expect(message.short).toContain(`${BASE_URL}/rental/return/5`);
  });

  it('names no cap when there is none', () => {
    const message = overdue(16000, null);
    expectNotInMail(message, '연체료 상한', '최대');
    expectInMail(message, '날마다 늘어납니다');
  });
});

describe('RETURN_SETTLED', () => {
  const settled = (balance: number) =>
    render({
      kind: 'RETURN_SETTLED',
      rentalSeq: 5,
      rentalNo: 'R2611250001',
      title: '캠핑 의자 2인 세트',
      condition: '손상',
      lines: [
        { label: '보증금', amount: 50000 },
        { label: '손상 수리비', amount: -15000 },
        { label: '연체료', amount: -4000 },
      ],
      balance,
    });

  it('gives the condition and every line with its sign', () => {
    const message = settled(31000);
    expect(message.subject).toBe('[빌림마켓] 반납 확인 및 정산 안내 - 캠핑 의자 2인 세트');
    expectInMail(
      message,
      '대여번호: R2611250001',
      '상품 상태: 손상',
      '보증금: +50,000원',
      '손상 수리비: -15,000원',
      '연체료: -4,000원',
    );
  });

  it('says what comes back when the balance is positive', () => {
    const message = settled(31000);
    expectInMail(message, '환급 금액: 31,000원');
    expectNotInMail(message, '추가 결제');
    expect(message.short).toContain('환급 금액: 31,000원');
  });

  it('asks for the rest, with the link to pay, when the balance is negative', () => {
    const message = settled(-9000);
    expectInMail(message, '추가 결제 금액: 9,000원', `추가 결제하기`, `${BASE_URL}/rental/list`);
    expectNotInMail(message, '환급');
    expect(message.short).toContain(`추가 결제하기: ${BASE_URL}/rental/list`);
  });

  it('says it is settled when nothing is owed either way', () => {
    const message = settled(0);
    expectInMail(message, '정산 결과: 정산 완료');
    expectNotInMail(message, '환급 금액', '추가 결제 금액');
  });
});

describe('REFUNDED', () => {
  const message = render({
    kind: 'REFUNDED',
    itemName: '랜턴 배터리',
    amount: 24000,
    reason: '단순 변심',
    refundedAt: '2026-11-27 14:30',
  });

  it('gives the amount, the reason and the time, and the card delay', () => {
    expect(message.subject).toBe('[빌림마켓] 환불이 완료되었습니다 - 랜턴 배터리');
    expectInMail(
      message,
      '상품: 랜턴 배터리',
      '환불 금액: 24,000원',
      '환불 사유: 단순 변심',
      '환불 일시: 2026-11-27 14:30',
      '영업일 기준 3~7일',
    );
    expect(message.short).toContain('환불 금액: 24,000원');
  });
});

describe('RESTOCKED', () => {
  const message = render({ kind: 'RESTOCKED', saleSeq: 77, title: '2인용 텐트', quantity: 3 });

  it('gives the units back and the listing, and how to turn these notices off', () => {
    expect(message.subject).toBe('[빌림마켓] 찜하신 상품이 재입고되었습니다 - 2인용 텐트');
    expectInMail(
      message,
      '상품: 2인용 텐트',
      '재입고 수량: 3개',
      `${BASE_URL}/sale/detail/77`,
      '알림 설정에서 언제든 끌 수 있습니다',
      `${BASE_URL}/member/notifications`,
    );
    expect(message.short).toContain(`${BASE_URL}/sale/detail/77`);
    expect(message.short).toContain('알림 설정에서 언제든 끌 수 있습니다');
  });

  it('is the only kind that offers to turn it off', () => {
    const shipped = render({
      kind: 'SHIPPED',
      orderSeq: 1,
      orderNo: '1',
      title: '텐트',
      courierName: '한진택배',
      trackingNumber: '1',
    });
    expectNotInMail(shipped, '알림 설정', '/member/notifications');
  });
});

describe('CONTACT_REPLIED', () => {
  const message = render({
    kind: 'CONTACT_REPLIED',
    contactSeq: 12,
    title: '대여 기간 연장 문의',
    repliedAt: '2026-11-26 09:15',
  });

  it('gives the inquiry, the time of the reply and the link to read it', () => {
    expect(message.subject).toBe(
      '[빌림마켓] 문의하신 내용에 답변이 등록되었습니다 - 대여 기간 연장 문의',
    );
    expectInMail(
      message,
      '문의 제목: 대여 기간 연장 문의',
      '답변 일시: 2026-11-26 09:15',
      `${BASE_URL}/contact/detail/12`,
    );
    expect(message.short).toContain(`답변 확인하기: ${BASE_URL}/contact/detail/12`);
  });
});
