import {
  formatNumber,
  STOCK_DELTA_MAX,
  STOCK_REASON_MAX,
  STOCK_TEXT,
  stockAdjustBodySchema,
  stockBelowZeroText,
} from '@store/contract';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { FormField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { fieldErrorsOf } from '@/components/write-feedback';
import { errorMessage } from '@/lib/api-client';
import { schemaError, useForm } from '@/lib/form';
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

function amountError(values: AdjustValues, stock: number): string | undefined {
  const amount = values.amount.trim();
  if (amount === '') return STOCK_TEXT.deltaRequired;
  const units = Number(amount);
  if (!Number.isFinite(units)) return STOCK_TEXT.deltaRequired;
  if (!Number.isInteger(units)) return STOCK_TEXT.deltaInteger;
  if (units < 1) return PRODUCT_SCREEN_TEXT.amountPositive;
  if (units > STOCK_DELTA_MAX) return STOCK_TEXT.deltaRange;
  const delta = values.direction === 'IN' ? units : -units;
  return stock + delta < 0 ? stockBelowZeroText(stock, delta) : undefined;
}

/**
 * +n / -n units with a reason (입고, 파손 폐기, ...). What the stock comes to is shown before it
 * is sent; the server refuses a result below zero as well.
 */
export function StockAdjustForm({ productSeq, stock }: { productSeq: number; stock: number }) {
  const toast = useToast();
  const adjust = useAdjustStock();
  const form = useForm<AdjustValues>({
    idPrefix: 'stock-adjust',
    initialValues: EMPTY,
    validators: {
      amount: (_value, values) => amountError(values, stock),
      reason: (value) => schemaError(stockAdjustBodySchema.shape.reason, value),
    },
  });
  const { values, errors } = form;
  const delta = deltaOf(values);
  const after = delta === null ? null : stock + delta;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || delta === null) return;
    try {
      const reply = await adjust.mutateAsync({
        seq: productSeq,
        body: { delta, reason: values.reason.trim() },
      });
      toast.show(reply.message);
      form.reset(EMPTY);
    } catch (error) {
      const { delta: deltaError, ...rest } = fieldErrorsOf(error);
      form.showErrors(deltaError ? { ...rest, amount: deltaError } : rest);
      toast.show(errorMessage(error));
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={PRODUCT_SCREEN_TEXT.adjustSubmit}>
      <Row xs={1} md={3} className="align-items-start">
        <Col>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-2">{PRODUCT_SCREEN_TEXT.adjustDirection}</legend>
            {(['IN', 'OUT'] as const).map((direction) => (
              <Form.Check
                key={direction}
                inline
                type="radio"
                id={form.id(`direction-${direction}`)}
                name="stock-adjust-direction"
                label={
                  direction === 'IN' ? PRODUCT_SCREEN_TEXT.adjustIn : PRODUCT_SCREEN_TEXT.adjustOut
                }
                checked={values.direction === direction}
                onChange={() => form.setValues({ direction, amount: values.amount })}
              />
            ))}
          </fieldset>
        </Col>
        <Col>
          <FormField
            id={form.id('amount')}
            label={PRODUCT_SCREEN_TEXT.adjustAmount}
            error={errors.amount}
          >
            {(control) => (
              <InputGroup hasValidation>
                <Form.Control
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={STOCK_DELTA_MAX}
                  step={1}
                  value={values.amount}
                  onChange={(event) => form.setValue('amount', event.target.value)}
                  onBlur={() => form.touch('amount')}
                />
                <InputGroup.Text>{PRODUCT_SCREEN_TEXT.stockUnit}</InputGroup.Text>
              </InputGroup>
            )}
          </FormField>
        </Col>
        <Col>
          <FormField
            id={form.id('reason')}
            label={PRODUCT_SCREEN_TEXT.adjustReason}
            error={errors.reason}
            help={PRODUCT_SCREEN_TEXT.adjustReasonHint}
          >
            {(control) => (
              <Form.Control
                {...control}
                maxLength={STOCK_REASON_MAX}
                value={values.reason}
                onChange={(event) => form.setValue('reason', event.target.value)}
                onBlur={() => form.touch('reason')}
              />
            )}
          </FormField>
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
