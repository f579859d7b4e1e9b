import Container from 'react-bootstrap/Container';
import { paths } from '@/config/paths';
import { LinkButton } from './link-button';

export function PageInPreparation() {
  return (
    <Container className="py-5 text-center">
      <h1 className="h3 mb-3">페이지 준비 중입니다</h1>
      <p className="text-body-secondary mb-4">
        더 나은 서비스를 위해 화면을 준비하고 있습니다. 조금만 기다려주세요.
      </p>
      <LinkButton to={paths.home}>홈으로</LinkButton>
    </Container>
  );
}
