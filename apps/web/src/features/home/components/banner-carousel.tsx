import { BANNER_TEXT, isSafeLink, type BannerSlide } from '@store/contract';
import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { useBannerSlides } from '../api/get-banner-slides';
import { HOME_TEXT } from '../home-text';

const AUTOPLAY_DELAY_MS = 3000;
const SLIDE_WIDTH = 1200;
const SLIDE_HEIGHT = 400;

/** An in-store address opens in the app; an http(s) address as a page; anything else not at all. */
function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  if (!isSafeLink(link)) return <>{children}</>;
  if (link.startsWith('/')) return <Link to={link}>{children}</Link>;
  return <a href={link}>{children}</a>;
}

/** The banners in use as a looping slideshow; nothing at all while there are none. */
export function BannerCarousel() {
  const slides = useBannerSlides();
  const banners = slides.data ?? [];
  if (banners.length === 0) return null;
  return <Carousel banners={banners} />;
}

function Carousel({ banners }: { banners: BannerSlide[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [showAll, setShowAll] = useState(false);
  const titleId = useId();
  // A single slide cannot loop (Swiper needs one more than it shows).
  const loop = banners.length > 1;

  const togglePlay = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  const jumpTo = (target: number) => {
    swiper?.slideToLoop(target);
    setShowAll(false);
  };

  return (
    <section aria-label={HOME_TEXT.bannerRegion} className="mb-4">
      <Swiper
        modules={[Autoplay]}
        slidesPerView={1}
        loop={loop}
        autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false }}
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => setIndex(instance.realIndex)}
      >
        {banners.map((banner, position) => (
          <SwiperSlide key={banner.seq}>
            <div
              className="bg-body-tertiary"
              style={{ aspectRatio: `${SLIDE_WIDTH} / ${SLIDE_HEIGHT}` }}
            >
              <BannerLink link={banner.link}>
                <img
                  src={banner.path}
                  alt={banner.title}
                  width={SLIDE_WIDTH}
                  height={SLIDE_HEIGHT}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  className="d-block w-100 h-100 object-fit-cover"
                />
              </BannerLink>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="d-flex flex-wrap justify-content-center align-items-center gap-2 mt-2">
        <Button variant="outline-secondary" size="sm" onClick={() => swiper?.slidePrev()}>
          {HOME_TEXT.previous}
        </Button>
        <span className="small text-body-secondary px-1">
          <span className="visually-hidden">{HOME_TEXT.position} </span>
          <span>
            {index + 1} / {banners.length}
          </span>
        </span>
        <Button variant="outline-secondary" size="sm" onClick={() => swiper?.slideNext()}>
          {HOME_TEXT.next}
        </Button>
        <Button variant="outline-secondary" size="sm" aria-pressed={!playing} onClick={togglePlay}>
          {playing ? HOME_TEXT.pause : HOME_TEXT.play}
        </Button>
        <Button variant="outline-primary" size="sm" onClick={() => setShowAll(true)}>
          {BANNER_TEXT.viewAll}
        </Button>
      </div>
      <Modal
        show={showAll}
        onHide={() => setShowAll(false)}
        centered
        size="lg"
        scrollable
        aria-labelledby={titleId}
      >
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title id={titleId} as="h2" className="h5">
            {BANNER_TEXT.viewAll}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ul className="list-unstyled row row-cols-1 row-cols-sm-2 g-3 mb-0">
            {banners.map((banner, position) => (
              <li key={banner.seq} className="col">
                <button
                  type="button"
                  className="btn btn-light w-100 p-2 text-start"
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => jumpTo(position)}
                >
                  <img
                    src={banner.path}
                    alt=""
                    width={SLIDE_WIDTH / 4}
                    height={SLIDE_HEIGHT / 4}
                    loading="lazy"
                    className="d-block w-100 h-auto rounded mb-1 object-fit-cover"
                  />
                  <span className="small">{banner.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </Modal.Body>
      </Modal>
    </section>
  );
}
