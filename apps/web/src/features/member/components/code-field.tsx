import { emailVerifyBodySchema } from '@store/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '@/components/form-field';
import { schemaError, type ContractForm } from '@/lib/form';

interface CodeValues {
  code: string;
}

/** The code as typed, or null once the field says why it cannot be sent. */
export function readCode<V extends CodeValues>(ownForm: ContractForm<V>): string | null {
  const form = ownForm as unknown as ContractForm<CodeValues>;
  const code = form.getValues('code').trim();
  const error = schemaError(emailVerifyBodySchema.shape.code, code);
  if (error) {
    form.showErrors({ code: error });
    return null;
  }
  return code;
}

export interface CodeFieldProps<V extends CodeValues> {
  form: ContractForm<V>;
  pending: boolean;
  onConfirm: () => void;
  /** Enter confirms the code (where the field is not part of a form of its own). */
  confirmOnEnter?: boolean;
}

/** The code an e-mail brought, digits only, with its '인증하기'. */
export function CodeField<V extends CodeValues>({
  form,
  pending,
  onConfirm,
  confirmOnEnter = false,
}: CodeFieldProps<V>) {
  return (
    <FormField
      // The e-mail forms hold the code under this name.
      form={form as unknown as ContractForm<CodeValues>}
      name="code"
      label="인증번호"
      action={
        <Button variant="outline-primary" onClick={onConfirm} disabled={pending}>
          인증하기
        </Button>
      }
    >
      {(control) => (
        <Form.Control
          {...control}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          onChange={(event) => control.onChange(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (confirmOnEnter && event.key === 'Enter') onConfirm();
          }}
        />
      )}
    </FormField>
  );
}
