/** Texts of the rental screens that the contract's RENTAL_TEXT does not hold. */
export const RENTAL_SCREEN_TEXT = {
  adminTitle: '대여 관리',
  loadingList: '대여 목록을 불러오는 중입니다.',
  loadingRental: '대여 정보를 불러오는 중입니다.',
  goShopping: '상품 보러 가기',
  backToList: '목록으로',
  adminEmpty: '등록된 대여가 존재하지 않습니다.',
  adminSearchPlaceholder: '대여번호, 상품명, 회원 아이디, 주문번호',
  csvDownload: 'CSV 내려받기',
  cancelTitle: '작성 취소',
  choosePeriod: '기간을 선택해주세요',
  newEndDate: '연장 후 반납 예정일',
  notExtendable: '현재 대여 상태에서는 연장할 수 없습니다.',
  notReturnable: '현재 대여 상태에서는 반납 신청을 할 수 없습니다.',
  returnPending: '반납 신청이 접수되어 회수를 기다리고 있습니다. 신청을 취소할 수 있습니다.',
  returnHint: '입력하신 주소로 기사님이 방문하여 상품을 회수합니다.',
  requiredHint: '이름, 연락처, 주소, 상세주소를 모두 입력하면 반납을 신청할 수 있습니다.',
  memoPlaceholder: '회수 시 요청사항 (선택)',
  stateLabel: (rentalNo: string) => `대여 상태 ${rentalNo}`,
  saveLabel: (rentalNo: string) => `저장 ${rentalNo}`,
  none: '-',
  startsAtDelivery: '배송 후 시작',
  endedByOrderCancel:
    '주문이 취소되어 결제 금액(보증금 포함)이 주문의 결제 수단으로 환불되었습니다.',
  endedByOrderReturn:
    '주문이 반품되어 결제 금액(보증금 포함)이 주문의 결제 수단으로 환불되었습니다.',
  onHoldNotice:
    '주문의 취소·반품 요청을 처리하는 중입니다. 처리가 끝날 때까지 연장, 반납 신청, 인수를 할 수 없습니다.',
  // The board's days column: start, end and return stacked.
  daysColumn: '대여 기간',
  startDay: '시작',
  endDay: '반납 예정',
  returnDay: '반납',
  waitingNotice: '배송이 완료되면 대여가 시작됩니다.',
  waitingAdmin: '배송 완료 시 자동 시작',
} as const;

/** Texts of what a member pays for a rental (extension, late fee, settlement, buy-out) and gets back. */
export const RENTAL_MONEY_TEXT = {
  // The renew screen.
  extensionPrice: '연장 대여료',
  extensionPaid: (amount: string) => `+ 연장 결제 ${amount}`,
  extensionPriceUnchosen: '기간을 선택하면 표시됩니다',
  payAndExtend: '결제하고 연장하기',
  lateFeeFirst: (due: string) => `연체료 ${due}을 먼저 결제해주세요.`,
  lateExtendsFromToday:
    '연체된 날들은 낸 연체료로 정산되었으므로, 연장 기간은 오늘부터 이어집니다. 연장 대여료에 연체 기간은 들어가지 않습니다.',
  payLateFeeOf: (due: string) => `연체료 ${due} 결제`,
  // 내 대여 cards.
  lateLine: (days: number, amount: string, cap: string) =>
    `연체 ${days}일 · 연체료 ${amount} (상한 ${cap})`,
  lateFeePaid: (paid: string) => `납부 ${paid}`,
  lateFeePaidOnly: (paid: string) => `연체료 납부 ${paid}`,
  lateFeeDue: '결제할 연체료',
  payLateFee: '연체료 결제',
  withdrawalRefundPlanned: (refund: string) => `청약철회 환불 예정 ${refund}`,
  earlyReturnRefundPlanned: (refund: string) => `중도 반납 환불 예정 ${refund}`,
  settlementTitle: '정산 내역',
  condition: '검수 결과',
  damageReason: '배상 사유',
  photos: '검수 사진',
  photoAlt: (index: number) => `검수 사진 ${index}`,
  refunded: '환불 금액',
  owed: '미납 금액',
  settledEven: '정산 금액',
  payOwed: '미납금 결제',
  owedPaid: '결제 완료',
  buyout: '인수하기',
  // The buy-out screen.
  purchasePrice: '구매가',
  rentPaid: '낸 대여료',
  rentCredit: '대여료 차감',
  buyoutPrice: '인수 금액',
  buyoutOwnership: '인수 금액을 결제하면 대여가 인수 완료로 끝나고, 상품은 회원님의 것이 됩니다.',
  buyoutDeposit:
    '보증금은 인수 후 정산되어 환불됩니다. 미납 연체료가 있으면 보증금에서 차감됩니다.',
  buyoutAgreement: '인수 조건을 확인했으며 동의합니다.',
  payAndBuyout: '결제하고 인수하기',
  notBuyable: '이 대여는 인수할 수 없습니다.',
  // The return screen.
  refundTitle: '환불 안내',
  reasonLegend: '반품 사유',
  withdrawalPeriod: (until: string) => `청약철회 기간입니다 (${until}까지).`,
  refundPlanned: '환불 예정 금액',
  returnDeliveryDeducted: (fee: string) => `반품 배송비 ${fee} 차감`,
  earlyReturn: (days: number, rent: string, rate: string, fee: string) =>
    `중도 반납: 남은 ${days}일의 대여료 ${rent}에서 수수료(${rate}) ${fee}을 뺀 금액을 환불합니다.`,
  noRentRefund: '대여료 환불은 없습니다.',
  depositRefund: (deposit: string) => `보증금 ${deposit}은 반납 검수 후 정산되어 환불됩니다.`,
  lateFeeFromDeposit: (due: string) => `미납 연체료 ${due}은 보증금에서 차감됩니다.`,
  lateFeeAtSettlement: (due: string) => `미납 연체료 ${due}은 반납 검수 후 정산 때 청구됩니다.`,
  // The page KakaoPay sends the member back to.
  confirming: '결제를 확인하고 있습니다',
  pleaseWait: '잠시만 기다려주세요.',
  failedTitle: '결제를 완료하지 못했습니다',
  toRentalList: '대여현황으로',
  // Before leaving for KakaoPay.
  payHint: '카카오페이 결제 화면으로 이동하여 결제합니다.',
} as const;
