import { memberDeleteBodySchema, type Member } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { LinkButton, ListLink } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { useFinishWrite } from '@/components/use-finish-write';
import { paths, withQuery } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import { useAdminMember } from '../admin-query';
import { useDeleteMember } from '../api/delete-member';
import { FactList } from '../components/fact-list';
import { FormPage } from '../components/form-page';
import { MemberQuery } from '../components/member-query';
import { memberAdminFacts } from '../member-facts';
import { MEMBER_SCREEN_TEXT } from '../member-text';

/** `/member?seq=&page=`: one member, with modify, delete (the administrator's password) and back. */
export function MemberDetailPage() {
  const { seq, page, member } = useAdminMember();
  const listPath = withQuery(paths.memberList, page);

  return (
    <FormPage title="회원 상세">
      <MemberQuery query={member} wrongAccess={seq === null}>
        {(data) => (
          <Card body className="mb-4">
            <FactList facts={memberAdminFacts(data)} />
          </Card>
        )}
      </MemberQuery>
      <div className="d-flex justify-content-center gap-2">
        <ListLink to={listPath} />
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
  const finish = useFinishWrite();
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

  const deleteConfirmed = form.submit(async ({ password }) => {
    try {
      finish(await deleteMember.mutateAsync({ seq: member.seq, password }), listPath);
    } catch (error) {
      form.clearAndFocus('password');
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
        onConfirm={() => deleteConfirmed()}
        onCancel={close}
      >
        <p>
          <strong>{member.memberId}</strong> ({member.name})
        </p>
        <p>{MEMBER_SCREEN_TEXT.deleteConfirm}</p>
        <Form noValidate onSubmit={deleteConfirmed}>
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
