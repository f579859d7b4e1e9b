import {
  WITHDRAWAL_REASON_CODES,
  WITHDRAWAL_REASONS,
  type WithdrawalReasonCode,
} from '@store/contract';
import Form from 'react-bootstrap/Form';

/**
 * Why an order or a rental goes back (단순 변심, 상품 불량·오배송): the choice decides whether the
 * return delivery fee comes off the refund, so the amount shown beside it follows it.
 */
export function WithdrawalReasonField({
  idPrefix,
  legend,
  value,
  onChange,
  disabled,
}: {
  idPrefix: string;
  legend: string;
  value: WithdrawalReasonCode;
  onChange: (reason: WithdrawalReasonCode) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="mb-3" aria-labelledby={`${idPrefix}-legend`}>
      <legend id={`${idPrefix}-legend`} className="form-label fs-6 mb-1">
        {legend}
      </legend>
      <div className="d-flex flex-wrap gap-3">
        {WITHDRAWAL_REASON_CODES.map((code) => (
          <Form.Check
            key={code}
            type="radio"
            id={`${idPrefix}-${code}`}
            name={idPrefix}
            label={WITHDRAWAL_REASONS[code]}
            checked={value === code}
            disabled={disabled}
            onChange={() => onChange(code)}
          />
        ))}
      </div>
    </fieldset>
  );
}
