import { defineStateMachine, everyMoveBetween } from '../common/state-machine';

/** Order states (code -> Korean) and who may move an order where. */
export const ORDER_STATES = [
  { id: 1, code: 'P.RDY', kor: '결제 대기' },
  { id: 2, code: 'P.CPLT', kor: '결제 완료' },
  { id: 3, code: 'D.RDY', kor: '배송 준비중' },
  { id: 4, code: 'D.PRG', kor: '배송중' },
  { id: 5, code: 'D.CPLT', kor: '배송 완료' },
  { id: 6, code: 'RV.CPLT', kor: '수령 완료' },
  { id: 7, code: 'RT.REQ', kor: '반품 요청' },
  { id: 8, code: 'RT.PRG', kor: '반품 진행중' },
  { id: 9, code: 'RT.CPLT', kor: '반품 완료' },
  { id: 10, code: 'C.REQ', kor: '취소 요청' },
  { id: 11, code: 'C.CPLT', kor: '취소 완료' },
] as const;

export type OrderState = (typeof ORDER_STATES)[number]['code'];
export const ORDER_STATE_CODES = ORDER_STATES.map((state) => state.code) as [
  OrderState,
  ...OrderState[],
];

export const orderStateLabel = (code: string): string =>
  ORDER_STATES.find((state) => state.code === code)?.kor ?? code;

/** States after which nothing changes any more: the order's units have come back. */
export const FINAL_ORDER_STATES: readonly OrderState[] = ['C.CPLT', 'RT.CPLT'];

/**
 * Who may move an order where (architecture.md, "Rules: orders"). Customers, on their own orders: cancel
 * before delivery, confirm receipt or ask for a return once it is on its way or delivered.
 * Administrators: any state to any other, steps may be skipped, except out of C.CPLT and RT.CPLT,
 * which nothing leaves. The store itself: a paid order comes to be in P.CPLT (the creation, not a
 * move) and an unpaid P.RDY may be cancelled.
 */
export const ORDER_MACHINE = defineStateMachine<OrderState>(ORDER_STATE_CODES, [
  { from: 'P.RDY', to: 'C.REQ', by: ['CUSTOMER'] },
  { from: 'P.CPLT', to: 'C.REQ', by: ['CUSTOMER'] },
  { from: 'D.PRG', to: 'RV.CPLT', by: ['CUSTOMER'] },
  { from: 'D.PRG', to: 'RT.REQ', by: ['CUSTOMER'] },
  { from: 'D.CPLT', to: 'RV.CPLT', by: ['CUSTOMER'] },
  { from: 'D.CPLT', to: 'RT.REQ', by: ['CUSTOMER'] },
  { from: 'P.RDY', to: 'C.CPLT', by: ['SYSTEM'] },
  ...everyMoveBetween(ORDER_STATE_CODES, FINAL_ORDER_STATES).map((move) => ({
    ...move,
    by: ['ADMIN'] as const,
  })),
]);

export const canCustomerMove = (from: string, to: string): boolean =>
  ORDER_MACHINE.can(from, to, 'CUSTOMER');

/** The tracking button shows for states starting with D or RV. */
export const isTrackable = (state: string): boolean =>
  state.startsWith('D') || state.startsWith('RV');

/** Delivery request presets of the order form; the last one opens a free text. */
export const DELIVERY_REQUEST_PRESETS = [
  '문 앞에 놓아주세요.',
  '직접 받겠습니다.',
  '경비실에 맡겨주세요.',
  '택배함에 넣어주세요.',
] as const;
export const DELIVERY_REQUEST_DIRECT = '직접 입력';

/** The test courier code and invoice of the tracking test screen. */
export const TEST_TRACKING = { code: '04', invoice: '1234567890' } as const;
