import {
  EXTENSION_PERIODS,
  RENTAL_TEXT,
  addDaysYymmdd,
  canExtendRental,
  extendQuerySchema,
  formatYymmdd,
  type Rental,
} from '@store/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NotFound } from '@/components/route-error-boundary';
import { useToast } from '@/components/toast';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { useExtendRental } from '../api/extend-rental';
import { useRenewInfo } from '../api/get-renew-info';
import { FactList } from '../components/fact-list';
import { CancelToList } from '../components/cancel-to-list';
import { RentalFrame } from '../components/rental-frame';
import { RentalStateBadge } from '../components/rental-state-badge';
import { RENTAL_SCREEN_TEXT } from '../rental-text';

/** The end date after `days` more, or '' while none is chosen (or the date cannot be read). */
function previewEndDate(endDttm: string, days: string): string {
  if (days === '') return '';
  try {
    return formatYymmdd(addDaysYymmdd(endDttm, Number(days)));
  } catch {
    return '';
  }
}

/** `/rental/renew/{seq}`: choose 10, 30, 90 or 180 more days and extend. */
export function RentalRenewPage() {
  const seq = useSeqParam();
  if (seq === null) return <NotFound />;
  return <RenewScreen seq={seq} />;
}

function RenewScreen({ seq }: { seq: number }) {
  const info = useRenewInfo(seq);
  return (
    <RentalFrame title={RENTAL_SCREEN_TEXT.renewTitle} query={info}>
      {(rental) => <RenewForm rental={rental} />}
    </RentalFrame>
  );
}

function RenewForm({ rental }: { rental: Rental }) {
  const navigate = useNavigate();
  const toast = useToast();
  const extend = useExtendRental();
  const form = useContractForm(extendQuerySchema, {
    idPrefix: 'renew',
    defaultValues: { period: '' },
  });
  const { field: period } = useController({ control: form.control, name: 'period' });
  const extendable = canExtendRental(rental.state);
  const newEndDate = previewEndDate(rental.endDttm, period.value);

  const submit = form.submit(
    async (values) => {
      try {
        const reply = await extend.mutateAsync({ seq: rental.seq, period: Number(values.period) });
        toast.show(reply.message);
        void navigate(paths.rentalList);
      } catch (error) {
        toast.show(errorMessage(error));
      }
    },
    () => window.alert(RENTAL_TEXT.periodRequired),
  );

  return (
    <Card>
      <Card.Body>
        <FactList
          facts={[
            { term: '상품명', value: rental.productNoName },
            { term: '수량', value: RENTAL_SCREEN_TEXT.count(rental.orderNoOrderCount) },
            { term: '대여 상태', value: <RentalStateBadge state={rental.state} /> },
            { term: '반납 예정일', value: formatYymmdd(rental.endDttm) },
            { term: '주문자', value: rental.orderNoName },
            { term: '주문자 연락처', value: rental.orderNoPhone },
          ]}
        />
        <Form noValidate onSubmit={submit} className="mt-4">
          <Form.Group className="mb-3" controlId={form.id('period')}>
            <Form.Label>연장 기간</Form.Label>
            <Form.Select
              {...period}
              disabled={!extendable || extend.isPending}
              aria-describedby="renew-new-end-date"
            >
              <option value="">{RENTAL_SCREEN_TEXT.choosePeriod}</option>
              {EXTENSION_PERIODS.map((days) => (
                <option key={days} value={days}>
                  {RENTAL_SCREEN_TEXT.periodOption(days)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <p id="renew-new-end-date" className="mb-3" aria-live="polite">
            {newEndDate && (
              <>
                {RENTAL_SCREEN_TEXT.newEndDate}{' '}
                <strong className="text-primary">{newEndDate}</strong>
              </>
            )}
          </p>
          {!extendable && <Alert variant="warning">{RENTAL_SCREEN_TEXT.notExtendable}</Alert>}
          <div className="d-flex justify-content-end gap-2">
            <CancelToList disabled={extend.isPending} />
            <Button type="submit" disabled={!extendable || extend.isPending}>
              연장하기
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}

export { RentalRenewPage as Component };
