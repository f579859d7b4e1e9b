import type { Message } from '@store/contract';
import type { FieldValues } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import type { ContractForm, ServerErrorMap } from '@/lib/form';
import { useToast } from './toast';

export interface FormRefusal {
  /** Where the refusal's messages go on the form (codes and renamed server fields). */
  fieldMap?: ServerErrorMap;
  /** The toast; the server's message by default. */
  message?: (error: unknown) => Message;
}

/**
 * The submit handler of a form that sends a write: the values go to `write` once the form's checks
 * pass; a refusal puts its messages on their fields and shows a toast.
 */
export function useFormWrite<V extends FieldValues>(
  form: ContractForm<V>,
  write: (values: V) => Promise<unknown>,
  { fieldMap, message = errorMessage }: FormRefusal = {},
) {
  const toast = useToast();
  return form.submit(async (values) => {
    try {
      await write(values);
    } catch (error) {
      form.showServerErrors(error, fieldMap);
      toast.show(message(error));
    }
  });
}
