import type { CategoryOption } from '@store/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { useCategoryOptions } from '@/components/category-options';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { paths, withQuery } from '@/config/paths';
import { HOME_TEXT } from '../home-text';
import { CarouselControls } from './carousel-controls';
import { useCarousel } from './use-carousel';

const AUTOPLAY_DELAY_MS = 3000;
const SPEED_MS = 500;
const SLIDES_WIDE = 4;

/** 4 categories side by side, 2 below 992 px, 1 below 576 px; each opens its listings. */
export function CategoryCarousel() {
  const categories = useCategoryOptions();
  const list = categories.data ?? [];
  if (list.length === 0) return null;
  return <Carousel categories={list} />;
}

function Carousel({ categories }: { categories: CategoryOption[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const carousel = useCarousel(swiper);
  return (
    <section aria-labelledby="home-category-heading" className="mb-5" {...carousel.regionProps}>
      <h2 id="home-category-heading" className="h5 mb-3">
        {HOME_TEXT.categoryHeading}
      </h2>
      <div {...carousel.slidesProps}>
        <Swiper
          modules={[Autoplay, A11y]}
          slidesPerView={1}
          spaceBetween={16}
          breakpoints={{ 576: { slidesPerView: 2 }, 992: { slidesPerView: SLIDES_WIDE } }}
          speed={SPEED_MS}
          loop={categories.length > SLIDES_WIDE}
          // Every category in view is a visible slide: focusing one of them does not slide.
          watchSlidesProgress
          autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false }}
          {...carousel.swiperOptions}
          onSwiper={setSwiper}
        >
          {categories.map((category, position) => (
            <SwiperSlide key={category.seq}>
              <Link
                to={withQuery(paths.saleList, { c: category.seq })}
                className="d-block text-center text-reset text-decoration-none"
              >
                <div className="ratio ratio-4x3 rounded overflow-hidden bg-body-tertiary mb-2">
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
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <CarouselControls
        playing={carousel.playing}
        onPrevious={() => swiper?.slidePrev()}
        onNext={() => swiper?.slideNext()}
        onTogglePlaying={carousel.togglePlaying}
      />
    </section>
  );
}
