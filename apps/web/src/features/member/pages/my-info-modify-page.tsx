import { myInfoModifyBodySchema, type Member } from '@store/contract';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FieldFrame } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { useMyInfo } from '../api/get-my-info';
import { useModifyMyInfo } from '../api/modify-my-info';
import { FormPage } from '../components/form-page';
import { PasswordChangeForm } from '../components/password-change-form';
import { ProfileFields } from '../components/profile-fields';
import { QueryError } from '../components/query-error';
import { MEMBER_ERROR_FIELDS } from '../member-errors';
import { MEMBER_SCREEN_TEXT } from '../member-text';
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
      {myInfo.isPending && <LoadingSpinner label={MEMBER_SCREEN_TEXT.loadingMember} />}
      {myInfo.isError && <QueryError error={myInfo.error} />}
      {myInfo.data && (
        <>
          <ProfileForm member={myInfo.data} />
          <PasswordChangeForm memberId={myInfo.data.memberId} />
        </>
      )}
    </FormPage>
  );
}

function ProfileForm({ member }: { member: Member }) {
  const navigate = useNavigate();
  const toast = useToast();
  const modify = useModifyMyInfo();
  const form = useContractForm(myInfoFormSchema, {
    idPrefix: 'myinfo',
    defaultValues: profileValuesOf(member),
  });

  const submit = form.submit(async (values) => {
    try {
      // The record as read, with the edits (the server keeps what it accepts).
      const reply = await modify.mutateAsync({ ...member, ...profileBody(values) });
      toast.show(reply.message);
      void navigate(paths.myInfo);
    } catch (error) {
      form.showServerErrors(error, MEMBER_ERROR_FIELDS);
      toast.show(errorMessage(error));
    }
  });

  return (
    <Card as="section" className="mb-4" aria-labelledby="myinfo-profile-heading">
      <Card.Body>
        <h2 id="myinfo-profile-heading" className="h5 mb-3">
          회원 정보
        </h2>
        <Form noValidate onSubmit={submit}>
          <FieldFrame id="myinfo-memberId" label="아이디">
            {(control) => <Form.Control {...control} value={member.memberId} readOnly plaintext />}
          </FieldFrame>
          <FieldFrame id="myinfo-email" label="이메일">
            {(control) => (
              <Form.Control {...control} value={member.email ?? ''} readOnly plaintext />
            )}
          </FieldFrame>
          <ProfileFields form={form} />
          <div className="d-flex justify-content-end gap-2">
            <LinkButton to={paths.myInfo} variant="outline-secondary">
              취소
            </LinkButton>
            <Button type="submit" disabled={modify.isPending}>
              수정
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}

export { MyInfoModifyPage as Component };
