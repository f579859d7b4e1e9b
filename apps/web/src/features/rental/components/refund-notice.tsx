import {
  EARLY_RETURN_FEE_RATE,
  formatWon,
  type ReturnQuoteView,
  type WithdrawalReasonCode,
} from '@store/contract';
import { SectionCard } from '@/components/section-card';
import { WithdrawalReasonField } from '@/components/withdrawal-reason-field';
import { RENTAL_MONEY_TEXT } from '../rental-text';
import { RentalFacts } from './fact-list';
import { formatDate } from '@/lib/format';

const FEE_RATE = `${Math.round(EARLY_RETURN_FEE_RATE * 100)}%`;

export interface RefundNoticeProps {
  quote: ReturnQuoteView;
  /** Why the item goes back, for a withdrawal. */
  reason: WithdrawalReasonCode;
  onReasonChange: (reason: WithdrawalReasonCode) => void;
  disabled: boolean;
}

/**
 * What asking for the pickup today gives back, shown before the member confirms: a withdrawal
 * (by the reason chosen), an early return or nothing for the rent; then the deposit and any late
 * fee unpaid, which the settlement after the inspection takes care of.
 */
export function RefundNotice({ quote, reason, onReasonChange, disabled }: RefundNoticeProps) {
  const refundFact = (amount: number) => (
    <RentalFacts
      facts={[[RENTAL_MONEY_TEXT.refundPlanned, <strong key="refund">{formatWon(amount)}</strong>]]}
    />
  );
  return (
    <SectionCard title={RENTAL_MONEY_TEXT.refundTitle} className="mb-4">
      {quote.kind === 'WITHDRAWAL' && (
        <>
          <p>{RENTAL_MONEY_TEXT.withdrawalPeriod(formatDate(quote.withdrawalUntil))}</p>
          <WithdrawalReasonField
            idPrefix="return-reason"
            legend={RENTAL_MONEY_TEXT.reasonLegend}
            value={reason}
            onChange={onReasonChange}
            disabled={disabled}
          />
          {refundFact(reason === 'DEFECT' ? quote.defectRefund : quote.refund)}
          {reason === 'CHANGE_OF_MIND' && quote.returnDeliveryFee > 0 && (
            <p className="small text-body-secondary mt-2 mb-0">
              {RENTAL_MONEY_TEXT.returnDeliveryDeducted(formatWon(quote.returnDeliveryFee))}
            </p>
          )}
        </>
      )}
      {quote.kind === 'EARLY_RETURN' && (
        <>
          <p>
            {RENTAL_MONEY_TEXT.earlyReturn(
              quote.unusedDays,
              formatWon(quote.unusedRent),
              FEE_RATE,
              formatWon(quote.earlyReturnFee),
            )}
          </p>
          {refundFact(quote.refund)}
        </>
      )}
      {quote.kind === 'NORMAL' && <p className="mb-0">{RENTAL_MONEY_TEXT.noRentRefund}</p>}
      {(quote.deposit > 0 || quote.lateFeeDue > 0) && (
        <ul className="small text-body-secondary mt-3 mb-0">
          {quote.deposit > 0 && (
            <li>{RENTAL_MONEY_TEXT.depositRefund(formatWon(quote.deposit))}</li>
          )}
          {quote.lateFeeDue > 0 && (
            <li>
              {quote.deposit > 0
                ? RENTAL_MONEY_TEXT.lateFeeFromDeposit(formatWon(quote.lateFeeDue))
                : RENTAL_MONEY_TEXT.lateFeeAtSettlement(formatWon(quote.lateFeeDue))}
            </li>
          )}
        </ul>
      )}
    </SectionCard>
  );
}
