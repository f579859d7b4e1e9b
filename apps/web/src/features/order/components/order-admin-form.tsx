import {
  formatWon,
  ORDER_MACHINE,
  ORDER_STATES,
  ORDER_TEXT,
  type DeliveryOption,
  type Order,
  type OrderState,
} from '@store/contract';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { useForm } from '@/lib/form';
import { useDeliveryOptions } from '../api/get-delivery-options';
import { useModifyOrder } from '../api/modify-order';
import { failure, fieldErrorsOf, serverMessageOr } from '../order-errors';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { REFUNDING_STATES, refundPreview } from '../refunds';
import { TextAreaField, TextField } from './text-field';

const TRACKING_PATTERN = /^[0-9A-Za-z-]{4,30}$/;
/** The option that keeps a company no longer in the list (deleted since it was chosen). */
const CURRENT_COMPANY = 'current';

interface Company {
  key: string;
  code: string;
  name: string;
}

interface AdminOrderValues {
  state: OrderState;
  request: string;
  /** The chosen company's key: a delivery company's seq, CURRENT_COMPANY, or '' for none. */
  company: string;
  tracking: string;
}

/** The companies to choose from, with the order's own first when the list no longer has it. */
function companiesOf(options: readonly DeliveryOption[], order: Order): Company[] {
  const companies = options.map((option) => ({
    key: String(option.seq),
    code: option.code,
    name: option.name,
  }));
  if (
    order.deliveryCompany &&
    !companies.some((company) => company.name === order.deliveryCompany)
  ) {
    companies.unshift({
      key: CURRENT_COMPANY,
      code: order.deliveryCode ?? '',
      name: order.deliveryCompany,
    });
  }
  return companies;
}

function initialCompany(companies: readonly Company[], order: Order): string {
  const match =
    companies.find((c) => c.name === order.deliveryCompany && c.code === order.deliveryCode) ??
    companies.find((c) => c.name === order.deliveryCompany) ??
    (order.deliveryCompany === null && order.deliveryCode
      ? companies.find((c) => c.code === order.deliveryCode)
      : undefined);
  return match?.key ?? '';
}

/** The administrator's edit of an order: state, request, delivery company and tracking number. */
export function OrderAdminForm({ order }: { order: Order }) {
  const options = useDeliveryOptions();
  if (options.isPending) return <LoadingSpinner label={ORDER_SCREEN_TEXT.loadingOrder} />;
  // Without the list the order's own company can still be kept.
  return <AdminForm order={order} companies={companiesOf(options.data ?? [], order)} />;
}

function AdminForm({ order, companies }: { order: Order; companies: Company[] }) {
  const toast = useToast();
  const modify = useModifyOrder();
  const form = useForm<AdminOrderValues>({
    idPrefix: 'order-admin',
    initialValues: () => ({
      state: order.state as OrderState,
      request: order.request,
      company: initialCompany(companies, order),
      tracking: order.tracking ?? '',
    }),
    validators: {
      company: (company, values, { submitted }) =>
        submitted && values.state === 'D.PRG' && (company === '' || values.tracking.trim() === '')
          ? ORDER_TEXT.trackingRequired
          : undefined,
      tracking: (tracking) =>
        tracking.trim() === '' || TRACKING_PATTERN.test(tracking.trim())
          ? undefined
          : ORDER_SCREEN_TEXT.trackingFormat,
    },
  });
  const { values, errors, id } = form;
  const current = order.state as OrderState;
  // The contract's table: where an administrator may move this order (and keep it where it is).
  const reachable = new Set<string>([current, ...ORDER_MACHINE.targets(current, 'ADMIN')]);
  const isFinal = reachable.size === 1;
  const refunds = values.state !== current && REFUNDING_STATES.includes(values.state);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (modify.isPending || !form.validate()) return;
    const company = companies.find((c) => c.key === values.company);
    try {
      const reply = await modify.mutateAsync({
        seq: order.seq,
        body: {
          state: values.state,
          request: values.request.trim(),
          deliveryCode: company?.code ?? '',
          deliveryCompany: company?.name ?? '',
          tracking: values.tracking.trim(),
        },
      });
      toast.show(reply.message);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if ('deliveryCode' in fieldErrors || 'deliveryCompany' in fieldErrors) {
        fieldErrors.company = fieldErrors.deliveryCode ?? fieldErrors.deliveryCompany ?? '';
      }
      form.showErrors(fieldErrors);
      toast.show(serverMessageOr(error, failure(ORDER_TEXT.modifyFailed)));
    }
  };

  return (
    <Card as="section" aria-labelledby="order-admin-heading">
      <Card.Body>
        <h2 id="order-admin-heading" className="h5 mb-3">
          주문 관리
        </h2>
        <Form noValidate onSubmit={(event) => void save(event)}>
          <Form.Group className="mb-3">
            <Form.Label htmlFor={id('state')}>주문 상태</Form.Label>
            <Form.Select
              id={id('state')}
              value={values.state}
              disabled={isFinal}
              aria-describedby={isFinal || refunds ? `${id('state')}-note` : undefined}
              onChange={(event) => form.setValue('state', event.target.value as OrderState)}
            >
              {ORDER_STATES.filter((state) => reachable.has(state.code)).map((state) => (
                <option key={state.code} value={state.code}>
                  {state.kor}
                </option>
              ))}
            </Form.Select>
            {(isFinal || refunds) && (
              <Form.Text
                id={`${id('state')}-note`}
                className={refunds ? 'text-danger' : undefined}
                role="note"
              >
                {isFinal
                  ? ORDER_SCREEN_TEXT.finalState
                  : ORDER_SCREEN_TEXT.adminRefund(formatWon(refundPreview(order)))}
              </Form.Text>
            )}
          </Form.Group>
          <TextAreaField
            id={id('request')}
            label="요청사항"
            rows={2}
            maxLength={200}
            value={values.request}
            onChange={(event) => form.setValue('request', event.target.value)}
            error={errors.request}
          />
          <Form.Group className="mb-3">
            <Form.Label htmlFor={id('company')}>배송업체</Form.Label>
            <Form.Select
              id={id('company')}
              value={values.company}
              isInvalid={Boolean(errors.company)}
              aria-invalid={errors.company ? true : undefined}
              aria-describedby={errors.company ? `${id('company')}-feedback` : undefined}
              onChange={(event) => form.setValue('company', event.target.value)}
            >
              <option value="">{ORDER_SCREEN_TEXT.noDelivery}</option>
              {companies.map((company) => (
                <option key={company.key} value={company.key}>
                  {company.name}
                </option>
              ))}
            </Form.Select>
            {errors.company && (
              <Form.Control.Feedback id={`${id('company')}-feedback`} type="invalid" role="alert">
                {errors.company}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <TextField
            id={id('tracking')}
            label="송장번호"
            inputMode="numeric"
            maxLength={30}
            value={values.tracking}
            onChange={(event) => form.setValue('tracking', event.target.value)}
            onBlur={() => form.touch('tracking')}
            error={errors.tracking}
          />
          <div className="d-flex justify-content-end">
            <Button type="submit" disabled={modify.isPending}>
              {modify.isPending && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              저장
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}

export default OrderAdminForm;
