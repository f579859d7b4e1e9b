import { PAYMENT_TEXT } from '@store/contract';
import Container from 'react-bootstrap/Container';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { useShopInfo } from '@/lib/shop-info';

export function PaymentFailPage() {
  const shop = useShopInfo();
  return (
    <Container className="py-5 text-center">
      <h1 className="h3 mb-3">{PAYMENT_TEXT.failed}</h1>
      <p className="text-body-secondary mb-4">
        {PAYMENT_TEXT.supportHint(shop.data?.csPhone || null)}
      </p>
      <LinkButton to={paths.home}>홈으로</LinkButton>
    </Container>
  );
}

export { PaymentFailPage as Component };
