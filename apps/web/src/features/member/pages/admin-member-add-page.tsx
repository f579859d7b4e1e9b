import { MEMBER_TEXT, memberAddBodySchema } from '@store/contract';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { TextField } from '@/components/form-field';
import { useToast } from '@/components/toast';
import { useFinishWrite } from '@/components/use-finish-write';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAddMember } from '../api/add-member';
import { AccountFields, accountBody, useAccountForm } from '../components/account-fields';
import { FormPage } from '../components/form-page';
import { MEMBER_ERROR_FIELDS } from '../member-errors';
import { profileFormShape } from '../profile';

const memberAddFormSchema = memberAddBodySchema
  .pick({ memberId: true, password: true, email: true, phone: true })
  .extend({ ...profileFormShape, passwordConfirm: z.string() });

/** The sign-up fields without e-mail verification; the duplicate check is there but optional. */
export function MemberAddPage() {
  const finish = useFinishWrite();
  const toast = useToast();
  const addMember = useAddMember();
  const account = useAccountForm(memberAddFormSchema, { idPrefix: 'member-add' });
  const { form } = account;

  const submit = form.submit(async (values) => {
    try {
      finish(await addMember.mutateAsync(accountBody(values)), paths.memberList);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'MEMBER_ID_TAKEN') {
        account.idCheck.markTaken(values.memberId);
      }
      const onFields = form.showServerErrors(error, MEMBER_ERROR_FIELDS);
      // The reason shows on its field when it names one; otherwise in the toast.
      const reason = onFields ? '' : ` ${errorMessage(error).text}`;
      toast.show({ text: `${MEMBER_TEXT.memberAddFailed}${reason}`, type: 'error' });
    }
  });

  const emailField = <TextField form={form} name="email" label="이메일" type="email" />;

  return (
    <FormPage title="회원 등록">
      <Form noValidate onSubmit={submit}>
        <AccountFields account={account} emailField={emailField} />
        <FormActions
          className="mt-4"
          cancelTo={paths.memberList}
          submitLabel="등록"
          pending={addMember.isPending}
        />
      </Form>
    </FormPage>
  );
}

export { MemberAddPage as Component };
