/** Texts of the checkout parts both order screens share (the single order and the cart's). */
export const CHECKOUT_TEXT = {
  payer: '주문자',
  addressChoice: '배송지',
  profileAddress: '회원 정보 주소',
  newAddress: '새 배송지',
  defaultBadge: '기본',
  loadingDelivery: '배송 정보를 불러오는 중입니다.',
  requestNone: '선택해주세요',
  saveAddress: '이 배송지를 저장',
  addressLabel: '배송지 이름',
  addressLabelHint: '예: 집, 회사',
  saveAsDefault: '기본 배송지로 설정',
  agreementsLegend: '약관 동의',
  purchaseAgreement: '주문 내용과 결제 금액을 확인했으며 구매 조건에 동의합니다 (필수)',
  rentalAgreement:
    '대여 약관(보증금, 연체료와 상한, 파손·분실 책임, 중도 반납 환불, 인수 조건)에 동의합니다 (필수)',
  agreementsHint: '필수 약관에 모두 동의하면 결제할 수 있습니다.',
  payHint: '결제하기를 누르면 카카오페이 결제 화면으로 이동합니다.',
} as const;
