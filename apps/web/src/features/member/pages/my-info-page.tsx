import Card from 'react-bootstrap/Card';
import { LinkButton } from '@/components/link-button';
import { LoadingSpinner } from '@/components/loading-spinner';
import { paths } from '@/config/paths';
import { useMyInfo } from '../api/get-my-info';
import { FactList } from '../components/fact-list';
import { FormPage } from '../components/form-page';
import { profileFacts } from '../member-facts';
import { QueryError } from '../components/query-error';
import { MEMBER_SCREEN_TEXT } from '../member-text';

export function MyInfoPage() {
  const myInfo = useMyInfo();
  return (
    <FormPage title="내 정보">
      {myInfo.isPending && <LoadingSpinner label={MEMBER_SCREEN_TEXT.loadingMember} />}
      {myInfo.isError && <QueryError error={myInfo.error} />}
      {myInfo.data && (
        <>
          <Card body className="mb-4">
            <FactList facts={profileFacts(myInfo.data)} />
          </Card>
          <div className="d-flex justify-content-center gap-2">
            <LinkButton to={paths.passwordCheck}>정보 수정</LinkButton>
            <LinkButton to={paths.withdraw} variant="outline-danger">
              회원 탈퇴
            </LinkButton>
          </div>
        </>
      )}
    </FormPage>
  );
}

export { MyInfoPage as Component };
