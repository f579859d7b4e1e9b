import {
  formatWon,
  ORDER_MACHINE,
  ORDER_STATES,
  ORDER_TEXT,
  orderModifyBodySchema,
  type DeliveryOption,
  type Order,
  type OrderState,
} from '@store/contract';
import Form from 'react-bootstrap/Form';
import { useController, useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/form-actions';
import { FormField, TextField } from '@/components/form-field';
import { LoadingSpinner } from '@/components/loading-spinner';
import { SectionCard } from '@/components/section-card';
import { useToast } from '@/components/toast';
import { useFormWrite } from '@/components/use-form-write';
import { serverMessageOr } from '@/components/write-feedback';
import { useContractForm } from '@/lib/form';
import { useDeliveryOptions } from '../api/get-delivery-options';
import { useModifyOrder } from '../api/modify-order';
import { failure } from '../order-errors';
import { ORDER_SCREEN_TEXT } from '../order-text';
import { REFUNDING_STATES, refundPreview } from '../refunds';

const orderAdminFormSchema = orderModifyBodySchema.pick({ request: true, tracking: true });
/** The server's names of the company: both are the one choice of the form. */
const COMPANY_ERROR_FIELDS = { fields: { deliveryCode: 'company', deliveryCompany: 'company' } };

const modifyFailure = (error: unknown) => serverMessageOr(error, failure(ORDER_TEXT.modifyFailed));

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
  const form = useContractForm(orderAdminFormSchema, {
    idPrefix: 'order-admin',
    defaultValues: {
      state: order.state as OrderState,
      request: order.request,
      company: initialCompany(companies, order),
      tracking: order.tracking ?? '',
    } satisfies AdminOrderValues,
    rules: (values, { submitted }) => ({
      company:
        submitted &&
        values.state === 'D.PRG' &&
        (values.company === '' || values.tracking.trim() === '')
          ? ORDER_TEXT.trackingRequired
          : undefined,
    }),
    deps: { state: ['company'], tracking: ['company'] },
  });
  const { id } = form;
  const stateField = useController({
    control: form.control,
    name: 'state',
    rules: { deps: form.deps.state },
  }).field;
  const state = useWatch({ control: form.control, name: 'state' });
  const current = order.state as OrderState;
  // The contract's table: where an administrator may move this order (and keep it where it is).
  const reachable = new Set<string>([current, ...ORDER_MACHINE.targets(current, 'ADMIN')]);
  const isFinal = reachable.size === 1;
  const refunds = state !== current && REFUNDING_STATES.includes(state);

  const save = useFormWrite(
    form,
    async (values) => {
      const company = companies.find((c) => c.key === values.company);
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
    },
    { fieldMap: COMPANY_ERROR_FIELDS, message: modifyFailure },
  );

  return (
    <SectionCard title="주문 관리">
      <Form noValidate onSubmit={save}>
        <Form.Group className="mb-3">
          <Form.Label htmlFor={id('state')}>주문 상태</Form.Label>
          <Form.Select
            {...stateField}
            id={id('state')}
            disabled={isFinal}
            aria-describedby={isFinal || refunds ? `${id('state')}-note` : undefined}
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
                : ORDER_SCREEN_TEXT.adminRefund(formatWon(refundPreview(order, state)))}
            </Form.Text>
          )}
        </Form.Group>
        <TextField form={form} name="request" label="요청사항" rows={2} maxLength={200} />
        <FormField form={form} name="company" label="배송업체">
          {(control) => (
            <Form.Select {...control}>
              <option value="">{ORDER_SCREEN_TEXT.noDelivery}</option>
              {companies.map((company) => (
                <option key={company.key} value={company.key}>
                  {company.name}
                </option>
              ))}
            </Form.Select>
          )}
        </FormField>
        <TextField
          form={form}
          name="tracking"
          label="송장번호"
          inputMode="numeric"
          maxLength={30}
        />
        <div className="d-flex justify-content-end">
          <SubmitButton pending={modify.isPending} spinner>
            저장
          </SubmitButton>
        </div>
      </Form>
    </SectionCard>
  );
}

export default OrderAdminForm;
