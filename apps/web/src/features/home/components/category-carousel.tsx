import { Link } from 'react-router';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useCategoryOptions } from '@/components/category-options';
import { ProductImage } from '@/components/product-image';
import { paths, withQuery } from '@/config/paths';
import { HOME_TEXT } from '../home-text';

const AUTOPLAY_DELAY_MS = 3000;
const SPEED_MS = 500;
const SLIDES_WIDE = 4;

/** 4 categories side by side, 2 below 992 px, 1 below 576 px; each opens its listings. */
export function CategoryCarousel() {
  const categories = useCategoryOptions();
  const list = categories.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="home-category-heading" className="mb-5">
      <h2 id="home-category-heading" className="h5 mb-3">
        {HOME_TEXT.categoryHeading}
      </h2>
      <Swiper
        modules={[Autoplay]}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={{ 576: { slidesPerView: 2 }, 992: { slidesPerView: SLIDES_WIDE } }}
        speed={SPEED_MS}
        loop={list.length > SLIDES_WIDE}
        autoplay={{ delay: AUTOPLAY_DELAY_MS }}
      >
        {list.map((category) => (
          <SwiperSlide key={category.seq}>
            <Link
              to={withQuery(paths.saleList, { c: category.seq })}
              className="d-block text-center text-reset text-decoration-none"
            >
              <div className="ratio ratio-4x3 rounded overflow-hidden bg-body-tertiary mb-2">
                <ProductImage src={category.path} alt="" width={320} height={240} />
              </div>
              <span className="fw-semibold">{category.name}</span>
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
