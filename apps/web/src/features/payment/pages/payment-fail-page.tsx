import { PAYMENT_TEXT } from '@store/contract';
import Container from 'react-bootstrap/Container';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';

export function PaymentFailPage() {
  return (
    <Container className="py-5 text-center">
      <h1 className="h3 mb-3">{PAYMENT_TEXT.failed}</h1>
      <p className="text-body-secondary mb-4">{PAYMENT_TEXT.supportHint}</p>
      <LinkButton to={paths.home}>홈으로</LinkButton>
    </Container>
  );
}

export { PaymentFailPage as Component };
