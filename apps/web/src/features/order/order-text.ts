import { COMMON_ERRORS, withParticle } from '@store/contract';

/** Texts of the order screens that the contract's ORDER_TEXT does not hold. */
export const ORDER_SCREEN_TEXT = {
  wrongAccess: COMMON_ERRORS.WRONG_ACCESS.text,
  loadingList: '주문 목록을 불러오는 중입니다.',
  loadingOrder: '주문 정보를 불러오는 중입니다.',
  loadingReceive: '수령 정보를 불러오는 중입니다.',
  loadingTracking: '배송 정보를 조회하는 중입니다.',
  searchPlaceholder: '주문번호, 상품명',
  // The administrator's list kept to some states (`?state=`).
  emptyFiltered: '조건에 맞는 주문이 없습니다.',
  toSaleList: '상품 보러 가기',
  none: '-',
  noDelivery: '선택 안 함',
  receiveNotAllowed: '현재 주문 상태에서는 수령 확인을 할 수 없습니다.',
  cancelNotice: '주문 취소를 요청하면 관리자가 확인한 뒤 결제가 취소됩니다.',
  cancelRefund: (amount: string) =>
    `취소가 완료되면 결제하신 ${amount}이 결제 수단으로 환불됩니다.`,
  returnRefund: (amount: string) =>
    `반품이 완료되면 결제하신 ${amount}이 결제 수단으로 환불됩니다.`,
  adminRefund: (amount: string) =>
    `저장하면 ${amount}이 결제 수단으로 환불되고 재고가 돌아옵니다. 되돌릴 수 없습니다.`,
  finalState: '취소 또는 반품이 완료된 주문은 상태를 바꿀 수 없습니다.',
  paymentHeading: '결제·환불',
  noPayment: '결제 정보가 없는 주문입니다.',
  sharedPaymentTotal: '함께 결제한 금액',
  orderShare: '이 주문 금액',
  sharedPaymentNotice:
    '이 주문은 장바구니에서 다른 주문과 함께 결제했습니다. 결제 금액과 환불 금액은 함께 결제한 주문 전체의 금액입니다.',
  returnNotice: '반품을 신청하면 관리자가 확인한 뒤 회수 일정을 안내해드립니다.',
  returnReasonLegend: '반품 사유 구분',
  csvDownload: 'CSV 내려받기',
  returnRule:
    '단순 변심은 반품 배송비(상품의 배송비와 같은 금액)를 빼고, 상품 불량·오배송은 전액을 반품 완료 후 결제 수단으로 환불해드립니다.',
  returnDeliveryDeducted: (fee: string) =>
    `단순 변심 반품은 반품 배송비 ${fee}을 빼고 반품 완료 후 결제 수단으로 환불됩니다.`,
  trackingTestNotice: '테스트용 택배사 코드와 송장번호로 배송 조회 화면을 엽니다.',
  returnManageNotice: '취소 요청, 반품 요청, 반품 진행 중인 주문입니다.',
  returnManageEmpty: '처리할 취소·반품 요청이 없습니다.',
  stateChangeTitle: '주문 상태 변경',
  stateChangeConfirm: (orderNo: string, state: string) =>
    `주문 ${orderNo}의 상태를 ${withParticle(`'${state}'`, '으로/로')} 변경하시겠습니까?`,
  stateChangeRefund: (amount: string) => `변경하면 ${amount}이 결제 수단으로 환불됩니다.`,
  trackingResultTitle: '배송 조회 결과',
} as const;
