import {
  RETURN_CONDITIONS,
  formatWon,
  settleBodySchema,
  settlement,
  type RentalAdmin,
  type ReturnCondition,
} from '@store/contract';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { z } from 'zod';
import { DialogFrame } from '@/components/dialog-frame';
import { FactList, type Fact } from '@/components/fact-list';
import { FormField, NumberField, TextField } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { SelectOptions } from '@/components/select-options';
import { useToast } from '@/components/toast';
import { useFormWrite } from '@/components/use-form-write';
import { ApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { formatCount } from '@/lib/format';
import { toMultipart } from '@/lib/multipart';
import { useSettleRental } from '../api/settle-rental';
import { SETTLE_SCREEN_TEXT as TEXT } from '../settle-text';

interface SettleValues {
  condition: ReturnCondition;
  damageCharge: string;
  damageReason: string;
}

const DEFAULT_VALUES: SettleValues = { condition: '정상', damageCharge: '0', damageReason: '' };

/** A blank charge is no charge. */
const chargeOf = (value: string) => value.trim() || '0';

/** The contract's body as the form holds it: a blank charge is read as 0, as it is sent. */
const settleFormSchema = z.preprocess(
  (values) => ({
    ...(values as SettleValues),
    damageCharge: chargeOf((values as SettleValues).damageCharge),
  }),
  settleBodySchema,
);

/** A charge as typed: what is not yet a whole number of won counts as none (its field says why). */
const chargeAmount = (value: string | undefined) => {
  const text = chargeOf(value ?? '');
  return /^\d+$/.test(text) ? Number(text) : 0;
};

/**
 * The statement the settlement will make with the charge as typed, by the contract's rule the
 * server applies: deposit − unpaid late fee − damage (+ what the return gives back for the rent),
 * and what is refunded to the member or owed by them. Shown before 반납 완료 처리.
 */
function SettlementPreview({
  rental,
  damageCharge,
}: {
  rental: RentalAdmin;
  damageCharge: number;
}) {
  const headingId = useId();
  const refund = rental.returnRefund ?? 0;
  const { lines, balance } = settlement({
    deposit: rental.deposit,
    unpaidLateFee: rental.lateFee?.due ?? 0,
    damageCharge,
    earlyReturnRefund: rental.returnKind === 'EARLY_RETURN' ? refund : 0,
    withdrawalRefund: rental.returnKind === 'WITHDRAWAL' ? refund : 0,
  });
  let outcome: Fact = [TEXT.evenDue, formatWon(0)];
  if (balance > 0) outcome = [TEXT.refundDue, <strong key="balance">{formatWon(balance)}</strong>];
  if (balance < 0) {
    outcome = [
      TEXT.owedDue,
      <strong key="balance" className="text-danger">
        {formatWon(-balance)}
      </strong>,
    ];
  }
  return (
    <section aria-labelledby={headingId} aria-live="polite" className="border rounded p-2 mb-3">
      <h3 id={headingId} className="h6 mb-2">
        {TEXT.preview}
      </h3>
      <FactList
        termWidth="9rem"
        facts={[...lines.map(({ label, amount }): Fact => [label, formatWon(amount)]), outcome]}
      />
    </section>
  );
}

export interface SettleDialogProps {
  rental: RentalAdmin;
  show: boolean;
  onClose: () => void;
  /** Once the dialog has faded out. */
  onExited?: () => void;
}

/**
 * '반납 검수': the administrator's inspection of a returned rental (condition, damage charge with
 * its reason, photos), which ends it as 반납 완료 and settles its deposit.
 */
export function SettleDialog({ rental, show, onClose, onExited }: SettleDialogProps) {
  const toast = useToast();
  const settle = useSettleRental();
  const [photos, setPhotos] = useState<File[]>([]);
  const form = useContractForm(settleFormSchema, {
    idPrefix: `settle-${rental.rentalNo}`,
    defaultValues: DEFAULT_VALUES,
    deps: { damageCharge: ['damageReason'] },
  });
  const formId = form.id('form');
  const damageCharge = chargeAmount(useWatch({ control: form.control, name: 'damageCharge' }));

  const submit = useFormWrite(form, async (values) => {
    try {
      const reply = await settle.mutateAsync({
        rentalNo: rental.rentalNo,
        body: toMultipart({
          condition: values.condition,
          damageCharge: chargeOf(values.damageCharge),
          damageReason: values.damageReason.trim() || undefined,
          photos,
        }),
      });
      toast.show(reply.message);
      onClose();
    } catch (error) {
      // Settled or moved meanwhile: nothing on the form to fix, and the board is read again.
      if (error instanceof ApiError && error.status === 409) onClose();
      throw error;
    }
  });

  const hide = () => {
    if (!settle.isPending) onClose();
  };

  return (
    <DialogFrame
      show={show}
      onHide={hide}
      onExited={onExited}
      centered
      scrollable
      fullscreen="sm-down"
      title={TEXT.title}
      footer={
        <>
          <Button variant="secondary" onClick={hide} disabled={settle.isPending}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={settle.isPending}>
            {settle.isPending && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {TEXT.submit}
          </Button>
        </>
      }
    >
      <FactList
        termWidth="7rem"
        facts={[
          [TEXT.rentalNo, rental.rentalNo],
          [TEXT.product, `${rental.productNoName} · ${formatCount(rental.orderNoOrderCount)}`],
          [TEXT.member, rental.memberMemberId],
          [TEXT.deposit, formatWon(rental.deposit)],
        ]}
      />
      <hr />
      <Form id={formId} noValidate onSubmit={submit}>
        <FormField form={form} name="condition" label={TEXT.condition}>
          {(control) => (
            <Form.Select {...control}>
              <SelectOptions values={RETURN_CONDITIONS} />
            </Form.Select>
          )}
        </FormField>
        <NumberField
          form={form}
          name="damageCharge"
          label={TEXT.charge}
          min={0}
          step={1}
          unit="원"
          help={TEXT.chargeHint}
        />
        {/* Beside the charge it follows, in view before the dialog is scrolled to its end. */}
        <SettlementPreview rental={rental} damageCharge={damageCharge} />
        <TextField
          form={form}
          name="damageReason"
          label={TEXT.reason}
          rows={3}
          maxLength={500}
          placeholder={TEXT.reasonPlaceholder}
        />
        <ImageUploadField
          id={form.id('photos')}
          label={TEXT.photos}
          files={photos}
          onFilesChange={setPhotos}
          multiple
          help={TEXT.photosHint}
        />
      </Form>
      <p className="small text-body-secondary mb-0">{TEXT.note}</p>
    </DialogFrame>
  );
}
