import type { CategoryOption } from '@store/contract';
import { Link } from 'react-router';
import { useCategoryOptions } from '@/components/category-options';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { paths, withQuery } from '@/config/paths';
import { HOME_TEXT } from '../home-text';
import { CarouselControls } from './carousel-controls';
import { useCarousel } from './use-carousel';

const AUTOPLAY_DELAY_MS = 3000;

/** 4 categories side by side, 2 below 992 px, 1 below 576 px (carousel.css); each opens its listings. */
export function CategoryCarousel() {
  const categories = useCategoryOptions();
  const list = categories.data ?? [];
  if (list.length === 0) return null;
  return <Carousel categories={list} />;
}

function Carousel({ categories }: { categories: CategoryOption[] }) {
  const carousel = useCarousel({ count: categories.length, delayMs: AUTOPLAY_DELAY_MS });
  return (
    <section
      aria-labelledby="home-category-heading"
      aria-roledescription={HOME_TEXT.carousel}
      className="mb-5"
      {...carousel.regionProps}
    >
      <h2 id="home-category-heading" className="app-section-title">
        {HOME_TEXT.categoryHeading}
      </h2>
      <div
        {...carousel.trackProps}
        className={`${carousel.trackProps.className} app-carousel-categories`}
      >
        {categories.map((category, position) => (
          <div key={category.seq} {...carousel.slideProps(position)}>
            <Link
              to={withQuery(paths.saleList, { c: category.seq })}
              className="app-category-tile d-block text-center text-reset text-decoration-none"
            >
              <div className="ratio ratio-4x3 rounded-4 overflow-hidden bg-body-tertiary mb-2">
                <ProductImage
                  src={category.path}
                  alt=""
                  width={320}
                  height={240}
                  sizes={IMAGE_SIZES.categorySlide}
                  // On a phone the first category is the first screen's largest picture.
                  eager={position === 0}
                />
              </div>
              <span className="fw-semibold">{category.name}</span>
            </Link>
          </div>
        ))}
      </div>
      <CarouselControls carousel={carousel} />
    </section>
  );
}
