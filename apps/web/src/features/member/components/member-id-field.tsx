import { MEMBER_TEXT } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '@/components/form-field';
import type { ContractForm } from '@/lib/form';
import { useCheckMemberId } from '../api/check-member-id';

export type IdCheckOutcome = 'available' | 'taken' | 'failed';

/** The on-demand duplicate check. Its answer holds for the id it was asked about only. */
export function useMemberIdCheck() {
  const mutation = useCheckMemberId();
  const [result, setResult] = useState<{ memberId: string; outcome: IdCheckOutcome } | null>(null);
  return {
    pending: mutation.isPending,
    outcomeFor: (memberId: string): IdCheckOutcome | undefined =>
      result !== null && result.memberId === memberId.trim() ? result.outcome : undefined,
    markTaken: (memberId: string) => setResult({ memberId: memberId.trim(), outcome: 'taken' }),
    async check(memberId: string) {
      const id = memberId.trim();
      try {
        const reply = await mutation.mutateAsync(id);
        setResult({ memberId: id, outcome: reply.exists ? 'taken' : 'available' });
      } catch {
        setResult({ memberId: id, outcome: 'failed' });
      }
    },
  };
}

const OUTCOME_ERROR: Partial<Record<IdCheckOutcome, string>> = {
  taken: MEMBER_TEXT.idDuplicate,
  failed: MEMBER_TEXT.idCheckFailed,
};

export interface MemberIdFieldProps<V extends { memberId: string }> {
  form: ContractForm<V>;
  outcome?: IdCheckOutcome;
  pending: boolean;
  onCheck: () => void;
}

/** '아이디' with its '중복 확인' button; the check's answer shows when the form has no message. */
export function MemberIdField<V extends { memberId: string }>({
  form,
  outcome,
  pending,
  onCheck,
}: MemberIdFieldProps<V>) {
  return (
    <FormField
      // The member forms hold the id under this name.
      form={form as unknown as ContractForm<{ memberId: string }>}
      name="memberId"
      label="아이디"
      fallbackError={outcome ? OUTCOME_ERROR[outcome] : undefined}
      valid={outcome === 'available' ? MEMBER_TEXT.idAvailable : undefined}
      action={
        <Button variant="outline-secondary" onClick={onCheck} disabled={pending}>
          중복 확인
        </Button>
      }
    >
      {(control) => <Form.Control {...control} autoComplete="username" maxLength={20} />}
    </FormField>
  );
}
