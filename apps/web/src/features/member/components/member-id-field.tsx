import { MEMBER_TEXT } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useCheckMemberId } from '../api/check-member-id';
import { TextField } from './text-field';

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

export interface MemberIdFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The form's message (required, format); the check's answer shows when there is none. */
  error?: string;
  outcome?: IdCheckOutcome;
  pending: boolean;
  onCheck: () => void;
}

/** '아이디' with its '중복 확인' button. */
export function MemberIdField({
  id,
  value,
  onChange,
  onBlur,
  error,
  outcome,
  pending,
  onCheck,
}: MemberIdFieldProps) {
  return (
    <TextField
      id={id}
      label="아이디"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error ?? (outcome ? OUTCOME_ERROR[outcome] : undefined)}
      valid={outcome === 'available' ? MEMBER_TEXT.idAvailable : undefined}
      maxLength={20}
      action={
        <Button variant="outline-secondary" onClick={onCheck} disabled={pending}>
          중복 확인
        </Button>
      }
    />
  );
}
