/**
 * Resized copies of an uploaded image. Replies keep carrying the original's path
 * (`/uploads/<uuid>.<ext>`); the copies are named from it by this rule, so the server (which
 * writes them at upload) and the browser (which asks for the size it shows) agree without new
 * fields. A copy is WebP, never wider than the original: `/uploads/<uuid>-w400.webp`.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1200] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const UPLOAD_PATTERN = /^(\/uploads\/[0-9a-f-]{36})\.(jpg|png|gif|webp)$/;
const VARIANT_NAME = /^([0-9a-f-]{36})-w(\d+)\.webp$/;

/** The path of the WebP copy `width` wide, or null when `path` is not an uploaded image. */
export function imageVariantPath(path: string, width: ImageVariantWidth): string | null {
  const match = UPLOAD_PATTERN.exec(path);
  return match ? `${match[1]}-w${width}.webp` : null;
}

/**
 * `…-w400.webp 400w, …-w800.webp 800w, …`: every copy of an upload, for `srcset` (the screens'
 * pictures and the server's early preload of the first one), or null when `path` is not one.
 */
export function imageVariantSrcSet(path: string): string | null {
  if (!UPLOAD_PATTERN.test(path)) return null;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantPath(path, width)} ${width}w`).join(
    ', ',
  );
}

/** The stored name of a copy (`<uuid>-w400.webp`) from the original's name (`<uuid>.png`). */
export function imageVariantName(name: string, width: ImageVariantWidth): string {
  return `${name.replace(/\.[a-z]+$/, '')}-w${width}.webp`;
}

/** `<uuid>-w400.webp` -> the uuid and the width, when it names a copy this rule makes. */
export function parseImageVariantName(
  name: string,
): { base: string; width: ImageVariantWidth } | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  const width = Number(match[2]);
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)
    ? { base: match[1]!, width: width as ImageVariantWidth }
    : null;
}
