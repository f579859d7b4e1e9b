import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '@/components/form-field';
import type { ContractForm } from '@/lib/form';

export interface PasswordFieldProps<V extends FieldValues> {
  form: ContractForm<V>;
  name: FieldPath<V>;
  label: string;
  /** A new password, or the one the member has (what the browser offers to fill in). */
  isNew?: boolean;
  help?: string;
  className?: string;
}

/**
 * A refused password: emptied and focused, with the server's text as its one message until the
 * member types again (not "required" for the field just emptied).
 */
export function refusePassword<V extends FieldValues>(
  form: ContractForm<V>,
  name: FieldPath<V>,
  text: string,
) {
  form.clearAndFocus(name);
  form.showErrors({ [name]: text });
}

/**
 * A password refused where the specification answers with a toast (the password check, the
 * withdrawal): the form starts again, the field emptied and focused, so that the toast is the one
 * message and no "required" shows on the field just emptied. `focus: false` where a confirmation
 * dialog gives the focus back to its button as it closes (the field would be left, and marked).
 */
export function restartPassword<V extends FieldValues>(
  form: ContractForm<V>,
  name: FieldPath<V>,
  { focus = true }: { focus?: boolean } = {},
) {
  form.reset({ ...form.getValues(), [name]: '' } as V);
  if (focus) form.focus(name);
}

/** A password of a member form, hidden as it is typed. */
export function PasswordField<V extends FieldValues>({
  form,
  name,
  label,
  isNew = false,
  help,
  className,
}: PasswordFieldProps<V>) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      help={help}
      className={className}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
    />
  );
}
