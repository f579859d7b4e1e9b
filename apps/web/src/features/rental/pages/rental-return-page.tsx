import {
  canCancelReturn,
  canRequestReturn,
  formatPhone,
  returnFinishBodySchema,
  type ENDPOINTS,
  type EndpointReply,
  type ReturnDetail,
  type WithdrawalReasonCode,
} from '@store/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { AddressFields, PhoneField } from '@/components/contact-fields';
import { FormActions } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { SectionCard } from '@/components/section-card';
import { useToast } from '@/components/toast';
import { useFinishWrite } from '@/components/use-finish-write';
import { useFormWrite } from '@/components/use-form-write';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { formatCount, formatDate } from '@/lib/format';
import { useCancelReturn } from '../api/cancel-return';
import { returnInfoQuery } from '../api/get-return-info';
import { useRequestReturn } from '../api/request-return';
import { CancelToList } from '../components/cancel-to-list';
import { RentalFacts } from '../components/fact-list';
import { RefundNotice } from '../components/refund-notice';
import { RentalFrame } from '../components/rental-frame';
import { RentalStateBadge } from '../components/rental-state-badge';
import { RENTAL_SCREEN_TEXT } from '../rental-text';

/** The return detail, with what asking for the pickup today gives back. */
type ReturnInfo = EndpointReply<typeof ENDPOINTS.rental.returnInfo>;

interface PickupValues {
  name: string;
  phone: string;
  postCode: string;
  addr: string;
  addrDetail: string;
  content: string;
}

/** The pickup fields, checked as the server checks them; its `post` is the picker's `postCode`. */
const pickupFormSchema = returnFinishBodySchema
  .pick({ name: true, phone: true, addr: true, addrDetail: true, content: true })
  .extend({ postCode: returnFinishBodySchema.shape.post });

/** The pickup form starts from the order's recipient and delivery address. */
const pickupValuesOf = (detail: ReturnDetail): PickupValues => ({
  name: detail.orderName ?? '',
  phone: formatPhone(detail.orderPhone ?? ''),
  postCode: detail.orderPost ?? '',
  addr: detail.orderAddr ?? '',
  addrDetail: detail.orderAddrDetail ?? '',
  content: '',
});

/** Every field the return needs has something in it (specification 001, 5). */
const isFilled = ({ name, phone, postCode, addr, addrDetail }: PickupValues): boolean =>
  [name, phone, postCode, addr, addrDetail].every((value) => value.trim() !== '');

/** The server names the postcode `post`; the form's field is the address picker's `postCode`. */
const PICKUP_ERROR_FIELDS = { fields: { post: 'postCode' } };

/**
 * `/rental/return/{seq}`: what the return gives back, where and from whom to collect the rental,
 * or withdrawing the request.
 */
export function RentalReturnPage() {
  return (
    <RentalFrame query={returnInfoQuery}>{(detail) => <ReturnForm detail={detail} />}</RentalFrame>
  );
}

function ReturnForm({ detail: { quote, ...detail } }: { detail: ReturnInfo }) {
  const finish = useFinishWrite();
  const toast = useToast();
  const requestReturn = useRequestReturn();
  const cancelReturn = useCancelReturn();
  const form = useContractForm(pickupFormSchema, {
    idPrefix: 'return',
    defaultValues: pickupValuesOf(detail),
  });
  const values = useWatch({ control: form.control }) as PickupValues;
  const returnable = canRequestReturn(detail.state);
  const cancellable = canCancelReturn(detail.state);
  const pending = requestReturn.isPending || cancelReturn.isPending;
  const [reason, setReason] = useState<WithdrawalReasonCode>('CHANGE_OF_MIND');

  const submit = useFormWrite(
    form,
    async (pickup) => {
      const reply = await requestReturn.mutateAsync({
        ...detail,
        name: pickup.name.trim(),
        post: pickup.postCode.trim(),
        addr: pickup.addr.trim(),
        addrDetail: pickup.addrDetail.trim(),
        phone: pickup.phone,
        content: pickup.content.trim(),
        reason: quote?.kind === 'WITHDRAWAL' ? reason : 'CHANGE_OF_MIND',
      });
      finish(reply, paths.rentalList);
    },
    { fieldMap: PICKUP_ERROR_FIELDS },
  );

  const withdraw = async () => {
    const { rentalNo, state } = detail;
    const content = form.getValues('content').trim();
    try {
      finish(await cancelReturn.mutateAsync({ rentalNo, state, content }), paths.rentalList);
    } catch (error) {
      toast.show(errorMessage(error));
    }
  };

  let notice: string | null = null;
  if (cancellable) notice = RENTAL_SCREEN_TEXT.returnPending;
  else if (!returnable) notice = RENTAL_SCREEN_TEXT.notReturnable;

  return (
    <>
      <SectionCard title="대여 상품" className="mb-4">
        <RentalFacts
          facts={[
            ['상품명', detail.productName],
            ['수량', formatCount(detail.orderCount)],
            ['대여번호', detail.rentalNo],
            ['주문번호', detail.orderNo],
            ['반납 예정일', formatDate(detail.endDttm)],
            ['대여 상태', <RentalStateBadge key="state" state={detail.state} />],
          ]}
        />
      </SectionCard>

      {quote && returnable && (
        <RefundNotice quote={quote} reason={reason} onReasonChange={setReason} disabled={pending} />
      )}

      <SectionCard title="회수 정보" intro={RENTAL_SCREEN_TEXT.returnHint}>
        {notice && (
          <Alert variant={cancellable ? 'info' : 'warning'} className="small">
            {notice}
          </Alert>
        )}
        <Form
          noValidate
          onSubmit={(event) => {
            // Only what the button would send: a return that may be asked, every field filled.
            if (returnable && isFilled(values)) submit(event);
            else event.preventDefault();
          }}
        >
          <TextField form={form} name="name" label="이름" autoComplete="name" maxLength={50} />
          <PhoneField form={form} name="phone" />
          <AddressFields form={form} disabled={pending} />
          <TextField
            form={form}
            name="content"
            label="메모"
            rows={3}
            maxLength={500}
            placeholder={RENTAL_SCREEN_TEXT.memoPlaceholder}
          />
          {returnable && !isFilled(values) && (
            <p className="small text-body-secondary">{RENTAL_SCREEN_TEXT.requiredHint}</p>
          )}
          <FormActions
            className="flex-wrap"
            submitLabel="반납하기"
            disabled={!returnable || !isFilled(values)}
            pending={pending}
          >
            <CancelToList disabled={pending} />
            {cancellable && (
              <Button variant="outline-danger" onClick={() => void withdraw()} disabled={pending}>
                반납 신청 취소
              </Button>
            )}
          </FormActions>
        </Form>
      </SectionCard>
    </>
  );
}

export { RentalReturnPage as Component };
