import type { OrderState } from '@store/contract';

/** The requests waiting on an administrator, and the decision each state leads to. */
export const RETURN_DECISIONS: Readonly<
  Partial<Record<OrderState, { label: string; to: OrderState }>>
> = {
  'C.REQ': { label: '취소 승인', to: 'C.CPLT' },
  'RT.REQ': { label: '반품 진행', to: 'RT.PRG' },
  'RT.PRG': { label: '반품 완료', to: 'RT.CPLT' },
};

/** The `state` filter of the return-management list: `C.REQ,RT.REQ,RT.PRG`. */
export const WAITING_STATES = Object.keys(RETURN_DECISIONS).join(',');
