import { imageVariantSrcSet } from '@store/contract';
import { useState } from 'react';

export { IMAGE_SIZES } from './image-sizes';

/** Shown where a product, listing or category has no image, or its image fails to load. */
export const PLACEHOLDER_IMAGE = '/images/no-image.svg';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  width: number;
  height: number;
  /**
   * How wide the image is shown (the `sizes` attribute), so the browser fetches the smallest copy
   * that is sharp enough: `(min-width: 992px) 25vw, 50vw`. By default `width` CSS pixels, or the
   * viewport's width when that is narrower.
   */
  sizes?: string;
  className?: string;
  /**
   * Images above the fold (the largest one of the first screen) load at once and first; the rest
   * wait until they are near the viewport.
   */
  eager?: boolean;
}

/** `sizes` when none is given: `width` CSS pixels, or the viewport's width when narrower. */
export const defaultImageSizes = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`;

/**
 * Starts fetching, at high priority, the copy an image about to be shown will take, before its
 * screen has rendered (a route loader does this for the largest image of the first screen). The
 * srcset and sizes are those `ProductImage` gives the same image, so the browser reuses the fetch.
 */
export function preloadImage(src: string | null | undefined, sizes: string): void {
  const srcSet = src ? imageVariantSrcSet(src) : null;
  if (!src || !srcSet || typeof document === 'undefined') return;
  const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  if ([...preloads].some((link) => link.getAttribute('href') === src)) return;
  const link = document.createElement('link');
  const attributes = {
    rel: 'preload',
    as: 'image',
    type: 'image/webp',
    href: src,
    imagesrcset: srcSet,
    imagesizes: sizes,
    fetchpriority: 'high',
  };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/** What failed for which address: the copies first, then the original itself. */
type Failure = { src: string; stage: 'copies' | 'original' };

/**
 * A catalogue image, or the placeholder when there is none. An upload comes as a WebP copy of the
 * width it is shown at (`<picture>` with the copies' srcset); a browser without WebP, or a copy
 * that cannot be had, gets the original; an original that fails gives way to the placeholder.
 * Width and height are always set, so nothing moves when the image arrives.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes,
  className = 'w-100 h-100 object-fit-cover',
  eager = false,
}: ProductImageProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const path = src || PLACEHOLDER_IMAGE;
  const stage = failure?.src === path ? failure.stage : null;
  const srcSet = stage === null ? imageVariantSrcSet(path) : null;

  const onError = () => {
    if (srcSet) setFailure({ src: path, stage: 'copies' });
    else if (path !== PLACEHOLDER_IMAGE && stage !== 'original')
      setFailure({ src: path, stage: 'original' });
  };

  const image = (
    <img
      src={stage === 'original' ? PLACEHOLDER_IMAGE : path}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'auto' : 'async'}
      onError={onError}
    />
  );
  if (!srcSet) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet} sizes={sizes ?? defaultImageSizes(width)} />
      {image}
    </picture>
  );
}

/** The side of a card's picture (a wished listing, a rental): a square beside the card's text. */
const CARD_THUMBNAIL_SIZE = 96;

/** A card's square picture of the listing, kept beside its text. */
export function CardThumbnail({ src }: { src: string | null | undefined }) {
  return (
    <div
      className="flex-shrink-0"
      style={{ width: CARD_THUMBNAIL_SIZE, height: CARD_THUMBNAIL_SIZE }}
    >
      <ProductImage
        src={src}
        alt=""
        width={CARD_THUMBNAIL_SIZE}
        height={CARD_THUMBNAIL_SIZE}
        className="w-100 h-100 rounded border object-fit-cover"
      />
    </div>
  );
}
