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
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useController } from 'react-hook-form';
import { FormActions } from '@/components/form-actions';
import { NotFound } from '@/components/route-error-boundary';
import { SelectOptions } from '@/components/select-options';
import { useToast } from '@/components/toast';
import { useFinishWrite } from '@/components/use-finish-write';
import { useSeqParam } from '@/components/use-seq-param';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { formatCount, formatDays } from '@/lib/format';
import { useExtendRental } from '../api/extend-rental';
import { useRenewInfo } from '../api/get-renew-info';
import { CancelToList } from '../components/cancel-to-list';
import { RentalFacts } from '../components/fact-list';
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
  return <RentalFrame query={info}>{(rental) => <RenewForm rental={rental} />}</RentalFrame>;
}

function RenewForm({ rental }: { rental: Rental }) {
  const finish = useFinishWrite();
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
        finish(reply, paths.rentalList);
      } catch (error) {
        toast.show(errorMessage(error));
      }
    },
    () => window.alert(RENTAL_TEXT.periodRequired),
  );

  return (
    <Card>
      <Card.Body>
        <RentalFacts
          facts={[
            ['상품명', rental.productNoName],
            ['수량', formatCount(rental.orderNoOrderCount)],
            ['대여 상태', <RentalStateBadge key="state" state={rental.state} />],
            ['반납 예정일', formatYymmdd(rental.endDttm)],
            ['주문자', rental.orderNoName],
            ['주문자 연락처', rental.orderNoPhone],
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
              <SelectOptions values={EXTENSION_PERIODS} label={formatDays} />
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
          <FormActions submitLabel="연장하기" disabled={!extendable} pending={extend.isPending}>
            <CancelToList disabled={extend.isPending} />
          </FormActions>
        </Form>
      </Card.Body>
    </Card>
  );
}

export { RentalRenewPage as Component };
