import {
  canCancelReturn,
  canRequestReturn,
  formatPhone,
  formatYymmdd,
  returnFinishBodySchema,
  type ReturnDetail,
} from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form-field';
import { NotFound } from '@/components/route-error-boundary';
import { useToast } from '@/components/toast';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { useCancelReturn } from '../api/cancel-return';
import { useReturnInfo } from '../api/get-return-info';
import { useRequestReturn } from '../api/request-return';
import { CancelToList } from '../components/cancel-to-list';
import { FactList } from '../components/fact-list';
import { RentalFrame } from '../components/rental-frame';
import { RentalStateBadge } from '../components/rental-state-badge';
import { RENTAL_SCREEN_TEXT } from '../rental-text';
import { AddressFields, PhoneField } from '@/components/contact-fields';

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

/** `/rental/return/{seq}`: where and from whom to collect the rental, or withdrawing the request. */
export function RentalReturnPage() {
  const seq = useSeqParam();
  if (seq === null) return <NotFound />;
  return <ReturnScreen seq={seq} />;
}

function ReturnScreen({ seq }: { seq: number }) {
  const info = useReturnInfo(seq);
  return (
    <RentalFrame title={RENTAL_SCREEN_TEXT.returnTitle} query={info}>
      {(detail) => <ReturnForm detail={detail} />}
    </RentalFrame>
  );
}

function ReturnForm({ detail }: { detail: ReturnDetail }) {
  const navigate = useNavigate();
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

  const submit = form.submit(async (pickup) => {
    try {
      const reply = await requestReturn.mutateAsync({
        ...detail,
        name: pickup.name.trim(),
        post: pickup.postCode.trim(),
        addr: pickup.addr.trim(),
        addrDetail: pickup.addrDetail.trim(),
        phone: pickup.phone,
        content: pickup.content.trim(),
      });
      toast.show(reply.message);
      void navigate(paths.rentalList);
    } catch (error) {
      form.showServerErrors(error, PICKUP_ERROR_FIELDS);
      toast.show(errorMessage(error));
    }
  });

  const withdraw = async () => {
    try {
      const reply = await cancelReturn.mutateAsync({
        rentalNo: detail.rentalNo,
        state: detail.state,
        content: form.getValues('content').trim(),
      });
      toast.show(reply.message);
      void navigate(paths.rentalList);
    } catch (error) {
      toast.show(errorMessage(error));
    }
  };

  let notice: string | null = null;
  if (cancellable) notice = RENTAL_SCREEN_TEXT.returnPending;
  else if (!returnable) notice = RENTAL_SCREEN_TEXT.notReturnable;

  return (
    <>
      <Card as="section" className="mb-4" aria-labelledby="return-product-heading">
        <Card.Body>
          <h2 id="return-product-heading" className="h5 mb-3">
            대여 상품
          </h2>
          <FactList
            facts={[
              { term: '상품명', value: detail.productName },
              { term: '수량', value: RENTAL_SCREEN_TEXT.count(detail.orderCount) },
              { term: '대여번호', value: detail.rentalNo },
              { term: '주문번호', value: detail.orderNo },
              { term: '반납 예정일', value: formatYymmdd(detail.endDttm) },
              { term: '대여 상태', value: <RentalStateBadge state={detail.state} /> },
            ]}
          />
        </Card.Body>
      </Card>

      <Card as="section" aria-labelledby="return-pickup-heading">
        <Card.Body>
          <h2 id="return-pickup-heading" className="h5 mb-1">
            회수 정보
          </h2>
          <p className="small text-body-secondary mb-3">{RENTAL_SCREEN_TEXT.returnHint}</p>
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
            <FormField form={form} name="name" label="이름">
              {(control) => <Form.Control {...control} autoComplete="name" maxLength={50} />}
            </FormField>
            <PhoneField form={form} name="phone" />
            <AddressFields form={form} disabled={pending} />
            <FormField form={form} name="content" label="메모">
              {(control) => (
                <Form.Control
                  {...control}
                  as="textarea"
                  rows={3}
                  maxLength={500}
                  placeholder={RENTAL_SCREEN_TEXT.memoPlaceholder}
                />
              )}
            </FormField>
            {returnable && !isFilled(values) && (
              <p className="small text-body-secondary">{RENTAL_SCREEN_TEXT.requiredHint}</p>
            )}
            <div className="d-flex flex-wrap justify-content-end gap-2">
              <CancelToList disabled={pending} />
              {cancellable && (
                <Button variant="outline-danger" onClick={() => void withdraw()} disabled={pending}>
                  반납 신청 취소
                </Button>
              )}
              <Button type="submit" disabled={!returnable || !isFilled(values) || pending}>
                반납하기
              </Button>
            </div>
          </Form>
        </Card.Body>
      </Card>
    </>
  );
}

export { RentalReturnPage as Component };
