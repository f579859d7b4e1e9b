import {
  formatNumber,
  STOCK_DELTA_MAX,
  STOCK_REASON_MAX,
  STOCK_TEXT,
  stockAdjustBodySchema,
  stockBelowZeroText,
} from '@store/contract';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { NumberField, TextField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { schemaError, useContractForm } from '@/lib/form';
import { useAdjustStock } from '../api/adjust-stock';
import { PRODUCT_SCREEN_TEXT, resultingStockText } from '../product-text';

type Direction = 'IN' | 'OUT';

interface AdjustValues {
  direction: Direction;
  amount: string;
  reason: string;
}

const EMPTY: AdjustValues = { direction: 'IN', amount: '', reason: '' };

/** The signed change the values ask for, or null while the amount is not a whole number above 0. */
export function deltaOf({ direction, amount }: Pick<AdjustValues, 'direction' | 'amount'>) {
  const trimmed = amount.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const units = Number(trimmed);
  if (units < 1) return null;
  return direction === 'IN' ? units : -units;
}

/** The amount as the change it asks for, checked by the contract's rule of a change, then the stock. */
function amountError(values: AdjustValues, stock: number): string | undefined {
  const amount = values.amount.trim();
  const units = Number(amount);
  if (amount === '' || !Number.isFinite(units)) return STOCK_TEXT.deltaRequired;
  // The amount is counted without its sign: the direction gives it.
  if (Number.isInteger(units) && units < 1) return PRODUCT_SCREEN_TEXT.amountPositive;
  const delta = values.direction === 'IN' ? units : -units;
  return (
    schemaError(stockAdjustBodySchema.shape.delta, delta) ??
    (stock + delta < 0 ? stockBelowZeroText(stock, delta) : undefined)
  );
}

/**
 * +n / -n units with a reason (입고, 파손 폐기, ...). What the stock comes to is shown before it
 * is sent; the server refuses a result below zero as well.
 */
export function StockAdjustForm({ productSeq, stock }: { productSeq: number; stock: number }) {
  const toast = useToast();
  const adjust = useAdjustStock();
  const form = useContractForm(stockAdjustBodySchema.pick({ reason: true }), {
    idPrefix: 'stock-adjust',
    defaultValues: EMPTY,
    rules: (values) => ({ amount: amountError(values, stock) }),
    deps: { direction: ['amount'] },
  });
  const [direction, amount] = useWatch({ control: form.control, name: ['direction', 'amount'] });
  const delta = deltaOf({ direction, amount });
  const after = delta === null ? null : stock + delta;

  // The stock the amount is checked against changes after an adjustment.
  const { trigger } = form;
  useEffect(() => {
    void trigger('amount');
  }, [stock, trigger]);

  const submit = form.submit(async (values) => {
    const change = deltaOf(values);
    if (change === null) return;
    try {
      const reply = await adjust.mutateAsync({
        seq: productSeq,
        body: { delta: change, reason: values.reason.trim() },
      });
      toast.show(reply.message);
      form.reset(EMPTY);
    } catch (error) {
      form.showServerErrors(error, { fields: { delta: 'amount' } });
      toast.show(errorMessage(error));
    }
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={PRODUCT_SCREEN_TEXT.adjustSubmit}>
      <Row xs={1} md={3} className="align-items-start">
        <Col>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-2">{PRODUCT_SCREEN_TEXT.adjustDirection}</legend>
            {(['IN', 'OUT'] as const).map((choice) => (
              <Form.Check
                key={choice}
                inline
                type="radio"
                id={form.id(`direction-${choice}`)}
                name="stock-adjust-direction"
                label={
                  choice === 'IN' ? PRODUCT_SCREEN_TEXT.adjustIn : PRODUCT_SCREEN_TEXT.adjustOut
                }
                checked={choice === direction}
                onChange={() => form.change('direction', choice)}
              />
            ))}
          </fieldset>
        </Col>
        <Col>
          <NumberField
            form={form}
            name="amount"
            label={PRODUCT_SCREEN_TEXT.adjustAmount}
            min={1}
            max={STOCK_DELTA_MAX}
            step={1}
            unit={PRODUCT_SCREEN_TEXT.stockUnit}
          />
        </Col>
        <Col>
          <TextField
            form={form}
            name="reason"
            label={PRODUCT_SCREEN_TEXT.adjustReason}
            help={PRODUCT_SCREEN_TEXT.adjustReasonHint}
            maxLength={STOCK_REASON_MAX}
          />
        </Col>
      </Row>
      <div className="d-flex flex-wrap align-items-center justify-content-end gap-3">
        <output
          htmlFor={form.id('amount')}
          aria-live="polite"
          className={after !== null && after < 0 ? 'text-danger fw-semibold' : 'fw-semibold'}
        >
          {after === null ? '' : resultingStockText(formatNumber(stock), formatNumber(after))}
        </output>
        <Button type="submit" variant="outline-primary" disabled={adjust.isPending}>
          {PRODUCT_SCREEN_TEXT.adjustSubmit}
        </Button>
      </div>
    </Form>
  );
}
