import { PAYMENT_TEXT } from '@store/contract';
import Form from 'react-bootstrap/Form';

/** Only KakaoPay can be chosen; the other methods are shown, disabled (specification 001 section 5). */
const METHODS = [
  { value: 'kakaopay', label: PAYMENT_TEXT.methodKakaoPay, enabled: true },
  { value: 'naverpay', label: PAYMENT_TEXT.methodNaverPay, enabled: false },
  { value: 'general', label: PAYMENT_TEXT.methodGeneral, enabled: false },
  { value: 'transfer', label: PAYMENT_TEXT.methodTransfer, enabled: false },
] as const;

export function PaymentMethodField({ idPrefix }: { idPrefix: string }) {
  const legendId = `${idPrefix}-method-legend`;
  return (
    <fieldset className="mb-3" aria-labelledby={legendId}>
      <legend id={legendId} className="form-label fs-6">
        결제 수단
      </legend>
      <div className="d-flex flex-wrap gap-3">
        {METHODS.map((method) => (
          <Form.Check
            key={method.value}
            type="radio"
            id={`${idPrefix}-method-${method.value}`}
            name={`${idPrefix}-method`}
            value={method.value}
            label={method.label}
            disabled={!method.enabled}
            checked={method.enabled}
            readOnly
          />
        ))}
      </div>
    </fieldset>
  );
}
