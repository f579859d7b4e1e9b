import { passwordBodySchema } from '@store/contract';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { WideSubmit } from '@/components/form-actions';
import { useContractForm } from '@/lib/form';
import { PasswordField } from './password-field';

/** The member's own password, asked for before a step that needs it. */
export const usePasswordForm = (idPrefix: string) =>
  useContractForm(passwordBodySchema, { idPrefix, defaultValues: { password: '' } });

export interface PasswordFormProps {
  form: ReturnType<typeof usePasswordForm>;
  /** Why the password is asked for. */
  notice: string;
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** The button's text. */
  children: ReactNode;
  variant?: string;
  pending?: boolean;
}

/** A screen's one question: why, the password, and the button that goes on. */
export function PasswordForm({
  form,
  notice,
  onSubmit,
  children,
  variant,
  pending,
}: PasswordFormProps) {
  return (
    <>
      <p className="text-body-secondary text-center">{notice}</p>
      <Form noValidate onSubmit={onSubmit}>
        <PasswordField form={form} name="password" label="비밀번호" />
        <WideSubmit variant={variant} pending={pending}>
          {children}
        </WideSubmit>
      </Form>
    </>
  );
}
