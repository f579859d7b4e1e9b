import type { SyntheticEvent } from 'react';

const PLACEHOLDER_IMAGE = '/images/no-image.svg';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.getAttribute('src') !== PLACEHOLDER_IMAGE) image.src = PLACEHOLDER_IMAGE;
}

/** The ordered listing's image, or the store's placeholder. */
export function OrderThumbnail({
  src,
  alt,
  size = 88,
}: {
  src: string | null;
  alt: string;
  size?: number;
}) {
  return (
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="rounded border object-fit-cover flex-shrink-0"
      onError={showPlaceholder}
    />
  );
}
