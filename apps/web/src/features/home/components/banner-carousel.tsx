import { BANNER_TEXT, isSafeLink, type BannerSlide } from '@store/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { useBannerSlides } from '../api/get-banner-slides';
import { HOME_TEXT } from '../home-text';
import { CarouselControls } from './carousel-controls';
import { useCarousel } from './use-carousel';

// Its own chunk, which takes everything it needs from its props: a chunk of the home screen's
// modules would take from that screen's chunk and leave it without a name of its own.
const BannerListDialog = lazy(() => import('./banner-list-dialog'));

const AUTOPLAY_DELAY_MS = 3000;
const SLIDE_WIDTH = 1200;
const SLIDE_HEIGHT = 400;

/** An in-store path opens in the app, an https address as a page; any other link is not a link. */
function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  if (!isSafeLink(link)) return <>{children}</>;
  if (link.startsWith('/')) return <Link to={link}>{children}</Link>;
  return <a href={link}>{children}</a>;
}

/**
 * The banners in use as a looping slideshow, each title set over its picture on a dark veil;
 * nothing at all while there are none.
 */
export function BannerCarousel() {
  const slides = useBannerSlides();
  const banners = slides.data ?? [];
  if (banners.length === 0) return null;
  return <Carousel banners={banners} />;
}

function Carousel({ banners }: { banners: BannerSlide[] }) {
  const [showAll, setShowAll] = useState(false);
  const carousel = useCarousel({ count: banners.length, delayMs: AUTOPLAY_DELAY_MS });

  const jumpTo = (target: number) => {
    carousel.goTo(target);
    setShowAll(false);
  };

  return (
    <section
      aria-label={HOME_TEXT.bannerRegion}
      aria-roledescription={HOME_TEXT.carousel}
      className="mb-4"
      {...carousel.regionProps}
    >
      <div {...carousel.trackProps}>
        {banners.map((banner, position) => (
          <div
            key={banner.seq}
            {...carousel.slideProps(position)}
            className="app-banner-slide"
            style={{ aspectRatio: `${SLIDE_WIDTH} / ${SLIDE_HEIGHT}` }}
          >
            <BannerLink link={banner.link}>
              <ProductImage
                src={banner.path}
                alt={banner.title}
                width={SLIDE_WIDTH}
                height={SLIDE_HEIGHT}
                sizes={IMAGE_SIZES.bannerSlide}
                eager={position === 0}
                className="d-block w-100 h-100 object-fit-cover"
              />
              {/* The picture's text, set over it for the eye: the picture's alt says it already. */}
              <span className="app-banner-caption" aria-hidden="true">
                <span className="app-banner-title">{banner.title}</span>
              </span>
            </BannerLink>
          </div>
        ))}
      </div>
      <CarouselControls
        carousel={carousel}
        extra={
          <Button variant="outline-primary" size="sm" onClick={() => setShowAll(true)}>
            {BANNER_TEXT.viewAll}
          </Button>
        }
      >
        <span className="small text-body-secondary px-1">
          <span className="visually-hidden">{HOME_TEXT.position} </span>
          <span>
            {carousel.index + 1} / {banners.length}
          </span>
        </span>
      </CarouselControls>
      {/* Its code comes the first time it is opened: most visits never open it. */}
      {showAll && (
        <Suspense fallback={null}>
          <BannerListDialog
            banners={banners}
            current={carousel.index}
            pictureSize={{ width: SLIDE_WIDTH / 4, height: SLIDE_HEIGHT / 4 }}
            onPick={jumpTo}
            onHide={() => setShowAll(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
