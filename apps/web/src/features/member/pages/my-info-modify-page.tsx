import { myInfoModifyBodySchema, type Member } from '@store/contract';
import Form from 'react-bootstrap/Form';
import { Navigate, useLocation } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { FieldFrame } from '@/components/form-field';
import { SectionCard } from '@/components/section-card';
import { useFinishWrite } from '@/components/use-finish-write';
import { useFormWrite } from '@/components/use-form-write';
import { paths } from '@/config/paths';
import { useContractForm } from '@/lib/form';
import { useMyInfo } from '../api/get-my-info';
import { useModifyMyInfo } from '../api/modify-my-info';
import { FormPage } from '../components/form-page';
import { MemberQuery } from '../components/member-query';
import { PasswordChangeForm } from '../components/password-change-form';
import { ProfileFields } from '../components/profile-fields';
import { MEMBER_ERROR_FIELDS } from '../member-errors';
import { isPasswordChecked } from '../navigation-state';
import { profileBody, profileFormShape, profileValuesOf } from '../profile';

const myInfoFormSchema = myInfoModifyBodySchema.pick({ phone: true }).extend(profileFormShape);

/** Opened only from the password check (its location state); otherwise the check comes first. */
export function MyInfoModifyPage() {
  const location = useLocation();
  if (!isPasswordChecked(location.state)) return <Navigate to={paths.passwordCheck} replace />;
  return <MyInfoModifyScreen />;
}

function MyInfoModifyScreen() {
  const myInfo = useMyInfo();
  return (
    <FormPage title="내 정보 수정">
      <MemberQuery query={myInfo}>
        {(member) => (
          <>
            <ProfileForm member={member} />
            <PasswordChangeForm memberId={member.memberId} />
          </>
        )}
      </MemberQuery>
    </FormPage>
  );
}

function ProfileForm({ member }: { member: Member }) {
  const finish = useFinishWrite();
  const modify = useModifyMyInfo();
  const form = useContractForm(myInfoFormSchema, {
    idPrefix: 'myinfo',
    defaultValues: profileValuesOf(member),
  });

  const submit = useFormWrite(
    form,
    async (values) =>
      // The record as read, with the edits (the server keeps what it accepts).
      finish(await modify.mutateAsync({ ...member, ...profileBody(values) }), paths.myInfo),
    { fieldMap: MEMBER_ERROR_FIELDS },
  );

  return (
    <SectionCard title="회원 정보" className="mb-4">
      <Form noValidate onSubmit={submit}>
        <FieldFrame id="myinfo-memberId" label="아이디">
          {(control) => <Form.Control {...control} value={member.memberId} readOnly plaintext />}
        </FieldFrame>
        <FieldFrame id="myinfo-email" label="이메일">
          {(control) => <Form.Control {...control} value={member.email ?? ''} readOnly plaintext />}
        </FieldFrame>
        <ProfileFields form={form} />
        <FormActions cancelTo={paths.myInfo} submitLabel="수정" pending={modify.isPending} />
      </Form>
    </SectionCard>
  );
}

export { MyInfoModifyPage as Component };
