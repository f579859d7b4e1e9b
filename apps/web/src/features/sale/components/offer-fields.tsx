import {
  formatWon,
  lateFeeCap,
  lateFeePerDay,
  periodPrice,
  PRICED_PERIODS,
  RENTAL_PERIODS,
  type PricedPeriod,
} from '@store/contract';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useController, useWatch } from 'react-hook-form';
import { formatDays } from '@/lib/format';
import type { ContractForm } from '@/lib/form';
import { rentalPriceName, typedAmount } from '../offer-form';
import { SALE_SCREEN_TEXT } from '../sale-text';
import type { SaleValues } from '../sale-values';
import { WonField, type WonFieldProps } from './won-field';

type SaleForm = ContractForm<SaleValues>;

/** The offer's amounts besides the periods' prices. */
type OfferAmountName = 'purchasePrice' | 'deposit' | 'lateFeePerDay' | 'lateFeeCap';

const isPricedPeriod = (days: number): days is PricedPeriod =>
  (PRICED_PERIODS as readonly number[]).includes(days);

/** The offered periods as checkboxes; a period unticked drops its own price. */
function PeriodChecks({ form }: { form: SaleForm }) {
  const { field, fieldState } = useController({
    control: form.control,
    name: 'rentalPeriods',
    rules: { deps: form.deps.rentalPeriods },
  });
  const id = form.id('rentalPeriods');
  const error = form.shownError('rentalPeriods', fieldState.error, fieldState.isTouched);
  const feedbackId = `${id}-feedback`;
  const helpId = `${id}-help`;
  const describedBy = error ? `${feedbackId} ${helpId}` : helpId;
  const periods = field.value;

  const toggle = (days: (typeof RENTAL_PERIODS)[number], checked: boolean) => {
    const value = String(days);
    field.onChange(checked ? [...periods, value] : periods.filter((item) => item !== value));
    if (!checked && isPricedPeriod(days)) form.change(rentalPriceName(days), '');
  };

  return (
    <fieldset className="mb-3" aria-describedby={describedBy}>
      <legend className="form-label fs-6 mb-1">대여 기간</legend>
      <div className="d-flex flex-wrap column-gap-4 row-gap-1">
        {RENTAL_PERIODS.map((days, index) => (
          <Form.Check
            key={days}
            type="checkbox"
            // The first box takes the field's id: a message about the field focuses it.
            id={index === 0 ? id : `${id}-${days}`}
            name="rentalPeriods"
            value={String(days)}
            label={formatDays(days)}
            checked={periods.includes(String(days))}
            isInvalid={Boolean(error)}
            onChange={(event) => toggle(days, event.target.checked)}
            onBlur={field.onBlur}
            ref={index === 0 ? field.ref : undefined}
          />
        ))}
      </div>
      {error && (
        <div id={feedbackId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
      <Form.Text id={helpId} className="d-block">
        {SALE_SCREEN_TEXT.periodsHint}
      </Form.Text>
    </fieldset>
  );
}

/**
 * The listing's offer: periods and their prices, purchase price, deposit and late fee with its
 * cap. Each blank amount says what it stands for, worked out from the 월 대여료 as typed.
 */
export function OfferFields({ form }: { form: SaleForm }) {
  const [salePriceText, periods, lateFeeText] = useWatch({
    control: form.control,
    name: ['salePrice', 'rentalPeriods', 'lateFeePerDay'],
  });
  const salePrice = typedAmount(salePriceText);
  const rent = salePrice === undefined ? undefined : { salePrice };
  const dailyFee = typedAmount(lateFeeText);
  const amounts: Omit<WonFieldProps<SaleValues, OfferAmountName>, 'form'>[] = [
    { name: 'purchasePrice', label: '구매가', help: SALE_SCREEN_TEXT.purchasePriceHint },
    { name: 'deposit', label: '보증금(1개당)', help: SALE_SCREEN_TEXT.depositHint },
    {
      name: 'lateFeePerDay',
      label: '1일 연체료',
      placeholder: rent && String(lateFeePerDay(rent)),
      help: rent
        ? SALE_SCREEN_TEXT.lateFeeDefault(formatWon(lateFeePerDay(rent)))
        : SALE_SCREEN_TEXT.lateFeeHint,
    },
    {
      name: 'lateFeeCap',
      label: '연체료 상한',
      placeholder: rent && String(lateFeeCap({ ...rent, lateFeePerDay: dailyFee })),
      help:
        rent || dailyFee !== undefined
          ? SALE_SCREEN_TEXT.lateFeeCapDefault(
              formatWon(lateFeeCap({ salePrice: salePrice ?? 0, lateFeePerDay: dailyFee })),
            )
          : SALE_SCREEN_TEXT.lateFeeCapHint,
    },
  ];

  return (
    <fieldset className="mb-3">
      <legend className="h6 border-bottom pb-2 mb-3">{SALE_SCREEN_TEXT.offerHeading}</legend>
      <PeriodChecks form={form} />
      <Row xs={1} md={3}>
        {PRICED_PERIODS.map((days) => {
          const proRata = rent && periodPrice(rent, days);
          return (
            <Col key={days}>
              <WonField
                form={form}
                name={rentalPriceName(days)}
                label={SALE_SCREEN_TEXT.periodPriceLabel(formatDays(days))}
                placeholder={proRata === undefined ? undefined : String(proRata)}
                disabled={!periods.includes(String(days))}
                help={
                  proRata === undefined
                    ? SALE_SCREEN_TEXT.proRataHint
                    : SALE_SCREEN_TEXT.proRataAmount(formatWon(proRata))
                }
              />
            </Col>
          );
        })}
      </Row>
      <Row xs={1} md={2}>
        {amounts.map((amount) => (
          <Col key={amount.name}>
            <WonField form={form} {...amount} />
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
