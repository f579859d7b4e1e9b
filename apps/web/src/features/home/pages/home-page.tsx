import Container from 'react-bootstrap/Container';
import { BannerCarousel } from '../components/banner-carousel';
import { CategoryCarousel } from '../components/category-carousel';
import { SaleGrid } from '../components/sale-grid';
import { HOME_TEXT } from '../home-text';

export function HomePage() {
  return (
    <Container className="py-4">
      <h1 className="visually-hidden">{HOME_TEXT.heading}</h1>
      <BannerCarousel />
      <CategoryCarousel />
      <SaleGrid />
    </Container>
  );
}

export { HomePage as Component };
