import { DELIVERY_REQUEST_DIRECT, DELIVERY_REQUEST_PRESETS } from '@store/contract';
import Form from 'react-bootstrap/Form';
import { CHECKOUT_TEXT } from './checkout-text';

export interface DeliveryRequestFieldProps {
  idPrefix: string;
  choice: string;
  text: string;
  onChoiceChange: (choice: string) => void;
  onTextChange: (text: string) => void;
  disabled?: boolean;
}

/** The delivery request: a preset, or '직접 입력' which opens a free text. */
export function DeliveryRequestField({
  idPrefix,
  choice,
  text,
  onChoiceChange,
  onTextChange,
  disabled = false,
}: DeliveryRequestFieldProps) {
  const selectId = `${idPrefix}-requestChoice`;
  const textId = `${idPrefix}-requestText`;
  return (
    <>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={selectId}>배송 요청사항</Form.Label>
        <Form.Select
          id={selectId}
          value={choice}
          disabled={disabled}
          onChange={(event) => onChoiceChange(event.target.value)}
        >
          <option value="">{CHECKOUT_TEXT.requestNone}</option>
          {DELIVERY_REQUEST_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {preset}
            </option>
          ))}
          <option value={DELIVERY_REQUEST_DIRECT}>{DELIVERY_REQUEST_DIRECT}</option>
        </Form.Select>
      </Form.Group>
      {choice === DELIVERY_REQUEST_DIRECT && (
        <Form.Group className="mb-3">
          <Form.Label htmlFor={textId}>요청사항 직접 입력</Form.Label>
          <Form.Control
            id={textId}
            value={text}
            maxLength={200}
            disabled={disabled}
            onChange={(event) => onTextChange(event.target.value)}
          />
        </Form.Group>
      )}
    </>
  );
}
