import { CART_TEXT, type SavedAddress } from '@store/contract';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { AddressFields, PhoneField } from '@/components/contact-fields';
import { FieldFrame, FormCheck, TextField } from '@/components/form-field';
import { LoadingSpinner } from '@/components/loading-spinner';
import { CHECKOUT_TEXT } from './checkout-text';
import { hasProfileAddress, NEW_ADDRESS, PROFILE_ADDRESS } from './delivery-form';
import { DeliveryRequestField } from './delivery-request-field';
import type { DeliveryForm } from './use-delivery-form';

export interface DeliveryFieldsProps {
  delivery: DeliveryForm;
  /** Who orders, as the session names them. */
  payerName: string;
  disabled?: boolean;
}

const addressLine = (address: { addr: string; addrDetail: string }) =>
  [address.addr, address.addrDetail].filter(Boolean).join(' ');

interface AddressOption {
  value: string;
  label: string;
  isDefault?: boolean;
  summary?: string;
}

function addressOptions(delivery: DeliveryForm): AddressOption[] {
  const saved = delivery.addresses.map((address: SavedAddress) => ({
    value: String(address.seq),
    label: address.label,
    isDefault: address.isDefault,
    summary: `${address.recipient} · ${addressLine(address)}`,
  }));
  const { profile } = delivery;
  const fromProfile = hasProfileAddress(profile)
    ? [
        {
          value: PROFILE_ADDRESS,
          label: CHECKOUT_TEXT.profileAddress,
          summary: addressLine({ addr: profile.addr ?? '', addrDetail: profile.addrDetail ?? '' }),
        },
      ]
    : [];
  return [...saved, ...fromProfile, { value: NEW_ADDRESS, label: CHECKOUT_TEXT.newAddress }];
}

/** Saved addresses and the member's own, or a new one, as radio buttons. */
function AddressChoice({ delivery, disabled }: { delivery: DeliveryForm; disabled: boolean }) {
  const { form, values } = delivery;
  const legendId = form.id('addressChoice-legend');
  return (
    <fieldset className="mb-3" aria-labelledby={legendId}>
      <legend id={legendId} className="form-label fs-6 mb-2">
        {CHECKOUT_TEXT.addressChoice}
      </legend>
      <div className="d-grid gap-2">
        {addressOptions(delivery).map((option) => (
          <Form.Check
            key={option.value}
            type="radio"
            id={form.id(`addressChoice-${option.value}`)}
            name={form.id('addressChoice')}
            className="border rounded px-3 py-2 ps-5 mb-0"
            checked={values.addressChoice === option.value}
            disabled={disabled}
            onChange={() => delivery.choose(option.value)}
            label={
              <>
                <span className="fw-semibold">{option.label}</span>
                {option.isDefault && (
                  <Badge bg="primary" className="ms-2 align-text-bottom">
                    {CHECKOUT_TEXT.defaultBadge}
                  </Badge>
                )}
                {option.summary && (
                  <span className="d-block small text-body-secondary text-break">
                    {option.summary}
                  </span>
                )}
              </>
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The delivery part of an order screen: who orders, where to (a saved address, the profile's, or
 * a new one that can be saved), who receives it, and the delivery request.
 */
export function DeliveryFields({ delivery, payerName, disabled = false }: DeliveryFieldsProps) {
  const { form, values } = delivery;
  if (!delivery.ready) return <LoadingSpinner label={CHECKOUT_TEXT.loadingDelivery} />;
  const choosing = delivery.addresses.length > 0 || hasProfileAddress(delivery.profile);
  const typed = !delivery.addresses.some((address) => String(address.seq) === values.addressChoice);
  return (
    <>
      <FieldFrame id={form.id('payer')} label={CHECKOUT_TEXT.payer}>
        {(control) => <Form.Control {...control} value={payerName} readOnly />}
      </FieldFrame>
      {choosing && <AddressChoice delivery={delivery} disabled={disabled} />}
      <TextField
        form={form}
        name="recipient"
        label="받는 분"
        autoComplete="name"
        maxLength={50}
        disabled={disabled}
      />
      <PhoneField form={form} name="phone" disabled={disabled} />
      <AddressFields form={form} disabled={disabled} />
      <DeliveryRequestField
        idPrefix={form.idPrefix}
        choice={values.requestChoice}
        text={values.requestText}
        disabled={disabled}
        onChoiceChange={(choice) => form.change('requestChoice', choice)}
        onTextChange={(text) => form.change('requestText', text)}
      />
      {typed && (
        <div className="border-top pt-3 mb-3">
          {delivery.canSaveAddress ? (
            <FormCheck
              form={form}
              name="saveAddress"
              label={CHECKOUT_TEXT.saveAddress}
              disabled={disabled}
            />
          ) : (
            <p className="small text-body-secondary mb-0">{CART_TEXT.addressLimit}</p>
          )}
          {delivery.canSaveAddress && values.saveAddress && (
            <div className="mt-2 ps-4">
              <TextField
                form={form}
                name="addressLabel"
                label={CHECKOUT_TEXT.addressLabel}
                placeholder={CHECKOUT_TEXT.addressLabelHint}
                maxLength={20}
                disabled={disabled}
              />
              <FormCheck
                form={form}
                name="saveAsDefault"
                label={CHECKOUT_TEXT.saveAsDefault}
                disabled={disabled}
              />
            </div>
          )}
        </div>
      )}
    </>
  );
}
