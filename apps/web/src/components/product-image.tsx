import type { SyntheticEvent } from 'react';

/** Shown where a product, listing or category has no image, or its image fails to load. */
export const PLACEHOLDER_IMAGE = '/images/no-image.svg';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  width: number;
  height: number;
  className?: string;
  /** Images above the fold load at once; the rest wait until they are near the viewport. */
  eager?: boolean;
}

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.getAttribute('src') !== PLACEHOLDER_IMAGE) image.src = PLACEHOLDER_IMAGE;
}

/** A catalogue image, or the placeholder when there is none. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className = 'w-100 h-100 object-fit-cover',
  eager = false,
}: ProductImageProps) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={showPlaceholder}
    />
  );
}
