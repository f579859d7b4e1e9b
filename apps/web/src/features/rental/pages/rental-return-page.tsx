import {
  PHONE_MAX_LENGTH,
  canCancelReturn,
  canRequestReturn,
  formatPhone,
  formatYymmdd,
  returnFinishBodySchema,
  type ReturnDetail,
} from '@store/contract';
import { useRef, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { AddressPicker } from '@/components/address-picker';
import { FormField } from '@/components/form-field';
import { NotFound } from '@/components/route-error-boundary';
import { useToast } from '@/components/toast';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaError, useForm } from '@/lib/form';
import { useCancelReturn } from '../api/cancel-return';
import { useReturnInfo } from '../api/get-return-info';
import { useRequestReturn } from '../api/request-return';
import { CancelToList } from '../components/cancel-to-list';
import { FactList } from '../components/fact-list';
import { RentalFrame } from '../components/rental-frame';
import { RentalStateBadge } from '../components/rental-state-badge';
import { RENTAL_SCREEN_TEXT } from '../rental-text';

interface PickupValues {
  name: string;
  phone: string;
  postCode: string;
  addr: string;
  addrDetail: string;
  content: string;
}

const rule = returnFinishBodySchema.shape;

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
function refusalFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const { post, ...rest } = error.fieldErrors;
  return post ? { ...rest, postCode: post } : { ...rest };
}

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
  const detailRef = useRef<HTMLInputElement>(null);
  const form = useForm<PickupValues>({
    idPrefix: 'return',
    initialValues: () => pickupValuesOf(detail),
    validators: {
      name: (value) => schemaError(rule.name, value),
      phone: (value) => schemaError(rule.phone, value),
      postCode: (value) => schemaError(rule.post, value),
      addr: (value) => schemaError(rule.addr, value),
      addrDetail: (value) => schemaError(rule.addrDetail, value),
      content: (value) => schemaError(rule.content, value),
    },
  });
  const { values, errors } = form;
  const returnable = canRequestReturn(detail.state);
  const cancellable = canCancelReturn(detail.state);
  const pending = requestReturn.isPending || cancelReturn.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!returnable || !isFilled(values) || !form.validate()) return;
    try {
      const reply = await requestReturn.mutateAsync({
        ...detail,
        name: values.name.trim(),
        post: values.postCode.trim(),
        addr: values.addr.trim(),
        addrDetail: values.addrDetail.trim(),
        phone: values.phone,
        content: values.content.trim(),
      });
      toast.show(reply.message);
      void navigate(paths.rentalList);
    } catch (error) {
      form.showErrors(refusalFieldErrors(error));
      toast.show(errorMessage(error));
    }
  };

  const withdraw = async () => {
    try {
      const reply = await cancelReturn.mutateAsync({
        rentalNo: detail.rentalNo,
        state: detail.state,
        content: values.content.trim(),
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
          <Form noValidate onSubmit={submit}>
            <FormField id={form.id('name')} label="이름" error={errors.name}>
              {(control) => (
                <Form.Control
                  {...control}
                  aria-invalid={control.isInvalid || undefined}
                  autoComplete="name"
                  maxLength={50}
                  value={values.name}
                  onChange={(event) => form.setValue('name', event.target.value)}
                  onBlur={() => form.touch('name')}
                />
              )}
            </FormField>
            <FormField id={form.id('phone')} label="연락처" error={errors.phone}>
              {(control) => (
                <Form.Control
                  {...control}
                  aria-invalid={control.isInvalid || undefined}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  placeholder="010-0000-0000"
                  maxLength={PHONE_MAX_LENGTH}
                  value={values.phone}
                  onChange={(event) => form.setValue('phone', formatPhone(event.target.value))}
                  onBlur={() => form.touch('phone')}
                />
              )}
            </FormField>
            <AddressPicker
              idPrefix="return"
              postCode={values.postCode}
              addr={values.addr}
              onChange={({ postCode, addr }) => form.setValues({ postCode, addr })}
              detailRef={detailRef}
              error={errors.postCode ?? errors.addr}
              disabled={pending}
            />
            <FormField id={form.id('addrDetail')} label="상세주소" error={errors.addrDetail}>
              {(control) => (
                <Form.Control
                  {...control}
                  ref={detailRef}
                  aria-invalid={control.isInvalid || undefined}
                  autoComplete="address-line2"
                  maxLength={200}
                  value={values.addrDetail}
                  onChange={(event) => form.setValue('addrDetail', event.target.value)}
                  onBlur={() => form.touch('addrDetail')}
                />
              )}
            </FormField>
            <FormField id={form.id('content')} label="메모" error={errors.content}>
              {(control) => (
                <Form.Control
                  {...control}
                  as="textarea"
                  rows={3}
                  aria-invalid={control.isInvalid || undefined}
                  maxLength={500}
                  placeholder={RENTAL_SCREEN_TEXT.memoPlaceholder}
                  value={values.content}
                  onChange={(event) => form.setValue('content', event.target.value)}
                  onBlur={() => form.touch('content')}
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
