import { formatWon, type RentalLateFee } from '@store/contract';
import { RENTAL_MONEY_TEXT } from '../rental-text';
import { useRentalPayment } from '../use-rental-payment';
import { RentalPayButton } from './fact-list';

export interface LateFeeNoticeProps {
  seq: number;
  lateFee: RentalLateFee;
  /** The late fee can still be paid (a rental that has ended settles it from the deposit). */
  payable: boolean;
}

/** What a late rental owes: days late, the fee up to its cap, what was paid, and paying the rest. */
export function LateFeeNotice({ seq, lateFee, payable }: LateFeeNoticeProps) {
  const payment = useRentalPayment();
  const { overdueDays, amount, cap, paid, due } = lateFee;
  const paidText = formatWon(paid);
  return (
    <div
      className={`small border rounded px-2 py-1 mt-2${overdueDays > 0 ? ' border-danger' : ''}`}
    >
      {overdueDays > 0 ? (
        <p className="mb-0">
          <span className="text-danger fw-semibold">
            {RENTAL_MONEY_TEXT.lateLine(overdueDays, formatWon(amount), formatWon(cap))}
          </span>
          {paid > 0 && <span> · {RENTAL_MONEY_TEXT.lateFeePaid(paidText)}</span>}
        </p>
      ) : (
        paid > 0 && <p className="mb-0">{RENTAL_MONEY_TEXT.lateFeePaidOnly(paidText)}</p>
      )}
      {payable && due > 0 && (
        <div className="d-flex flex-wrap align-items-center justify-content-end gap-2 my-1">
          <span>
            {RENTAL_MONEY_TEXT.lateFeeDue} <strong>{formatWon(due)}</strong>
          </span>
          <RentalPayButton payment={payment} request={{ kind: 'latefee', seq }}>
            {RENTAL_MONEY_TEXT.payLateFee}
          </RentalPayButton>
        </div>
      )}
    </div>
  );
}
