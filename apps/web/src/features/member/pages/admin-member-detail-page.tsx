import { memberDeleteBodySchema, type Member } from '@store/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { useToast } from '@/components/toast';
import { paths, withQuery } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { pageOf, seqOf } from '../admin-query';
import { useDeleteMember } from '../api/delete-member';
import { useMember } from '../api/get-member';
import { FactList } from '../components/fact-list';
import { FormPage } from '../components/form-page';
import { QueryError } from '../components/query-error';
import { memberAdminFacts } from '../member-facts';
import { MEMBER_SCREEN_TEXT } from '../member-text';

/** `/member?seq=&page=`: one member, with modify, delete (the administrator's password) and back. */
export function MemberDetailPage() {
  const [params] = useSearchParams();
  const seq = seqOf(params);
  const page = pageOf(params);
  const member = useMember(seq);
  const listPath = withQuery(paths.memberList, page);

  return (
    <FormPage title="회원 상세">
      {seq === null && <Alert variant="warning">{MEMBER_SCREEN_TEXT.wrongAccess}</Alert>}
      {seq !== null && member.isPending && (
        <LoadingSpinner label={MEMBER_SCREEN_TEXT.loadingMember} />
      )}
      {member.isError && <QueryError error={member.error} />}
      {member.data && (
        <Card body className="mb-4">
          <FactList facts={memberAdminFacts(member.data)} />
        </Card>
      )}
      <div className="d-flex justify-content-center gap-2">
        <LinkButton to={listPath} variant="outline-secondary">
          목록
        </LinkButton>
        {member.data && (
          <>
            <LinkButton to={withQuery(paths.memberModify, { seq: member.data.seq, ...page })}>
              수정
            </LinkButton>
            <DeleteMember member={member.data} listPath={listPath} />
          </>
        )}
      </div>
    </FormPage>
  );
}

function DeleteMember({ member, listPath }: { member: Member; listPath: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const deleteMember = useDeleteMember();
  const [open, setOpen] = useState(false);
  const form = useContractForm(memberDeleteBodySchema, {
    idPrefix: 'member-delete',
    defaultValues: { password: '' },
  });

  const close = () => {
    setOpen(false);
    form.reset();
  };

  const confirm = form.submit(async ({ password }) => {
    try {
      const reply = await deleteMember.mutateAsync({ seq: member.seq, password });
      toast.show(reply.message);
      void navigate(listPath);
    } catch (error) {
      form.change('password', '');
      form.focus('password');
      toast.show(errorMessage(error));
    }
  });

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        삭제
      </Button>
      <ConfirmDialog
        show={open}
        title="회원 삭제"
        confirmVariant="danger"
        pending={deleteMember.isPending}
        onConfirm={() => confirm()}
        onCancel={close}
      >
        <p>
          <strong>{member.memberId}</strong> ({member.name})
        </p>
        <p>{MEMBER_SCREEN_TEXT.deleteConfirm}</p>
        <Form noValidate onSubmit={confirm}>
          <FormField form={form} name="password" label="비밀번호" className="mb-0">
            {(control) => (
              // Its message shows once the deletion is asked for, not when the field is left.
              <Form.Control
                {...control}
                onBlur={undefined}
                type="password"
                autoComplete="current-password"
              />
            )}
          </FormField>
        </Form>
      </ConfirmDialog>
    </>
  );
}

export { MemberDetailPage as Component };
