import Card from 'react-bootstrap/Card';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { useMyInfo } from '../api/get-my-info';
import { FactList } from '../components/fact-list';
import { FormPage } from '../components/form-page';
import { MemberQuery } from '../components/member-query';
import { profileFacts } from '../member-facts';

export function MyInfoPage() {
  const myInfo = useMyInfo();
  return (
    <FormPage title="내 정보">
      <MemberQuery query={myInfo}>
        {(member) => (
          <>
            <Card body className="mb-4">
              <FactList facts={profileFacts(member)} />
            </Card>
            <div className="d-flex justify-content-center gap-2">
              <LinkButton to={paths.passwordCheck}>정보 수정</LinkButton>
              <LinkButton to={paths.notificationSettings} variant="outline-primary">
                알림 설정
              </LinkButton>
              <LinkButton to={paths.withdraw} variant="outline-danger">
                회원 탈퇴
              </LinkButton>
            </div>
          </>
        )}
      </MemberQuery>
    </FormPage>
  );
}

export { MyInfoPage as Component };
