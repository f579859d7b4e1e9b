// No imports: the build's configuration reads it too (vite.config.ts names the first screens'
// picture sizes for the server's preloads).

/**
 * How wide catalogue images are shown, for `sizes` (and for `preloadImage` and the server's preload
 * of a first screen's picture, which must say the same to fetch the same copy).
 */
export const IMAGE_SIZES = {
  /** The home grid: 2 across, 3 from 768 px, 5 from 992 px. */
  homeCard: '(min-width: 992px) 20vw, (min-width: 768px) 33vw, 50vw',
  /** The sale list: 2 across, 3 from 768 px, 4 from 992 px. */
  saleCard: '(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw',
  /** A listing's main image: half the page from 768 px (capped by the container), else all of it. */
  saleGallery: '(min-width: 1400px) 648px, (min-width: 768px) 50vw, 100vw',
  /** The home banner: the container's width. */
  bannerSlide: '(min-width: 1400px) 1320px, 100vw',
  /** The banner list of the home's view-all dialog: 2 across from 576 px in a large dialog. */
  bannerThumbnail: '(min-width: 576px) 380px, 100vw',
  /** The home category carousel: 1 across, 2 from 576 px, 4 from 992 px. */
  categorySlide: '(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw',
} as const;
