import { describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantName,
  imageVariantPath,
  imageVariantSrcSet,
  parseImageVariantName,
} from './image-variants';

const UUID = '3d0721a5-8e0d-4ceb-8e24-f358a15ba5cf';

describe('image variants', () => {
  it('names the WebP copies of an upload by width', () => {
    expect(imageVariantPath(`/uploads/${UUID}.png`, 400)).toBe(`/uploads/${UUID}-w400.webp`);
    expect(imageVariantPath(`/uploads/${UUID}.jpg`, 1200)).toBe(`/uploads/${UUID}-w1200.webp`);
    expect(imageVariantName(`${UUID}.gif`, 800)).toBe(`${UUID}-w800.webp`);
  });

  it('lists every copy for srcset', () => {
    expect(imageVariantSrcSet(`/uploads/${UUID}.png`)).toBe(
      `/uploads/${UUID}-w400.webp 400w, /uploads/${UUID}-w800.webp 800w, /uploads/${UUID}-w1200.webp 1200w`,
    );
    expect(imageVariantSrcSet('/images/no-image.svg')).toBeNull();
  });

  it('has no copies of anything but an upload', () => {
    expect(imageVariantPath('/images/no-image.svg', 400)).toBeNull();
    expect(imageVariantPath(`https://example.com/uploads/${UUID}.png`, 400)).toBeNull();
    expect(imageVariantPath(`/uploads/t1.png`, 400)).toBeNull();
    expect(imageVariantPath(`/uploads/${UUID}-w400.webp`, 400)).toBeNull();
  });

  it('reads back only the widths it makes', () => {
    for (const width of IMAGE_VARIANT_WIDTHS)
      expect(parseImageVariantName(`${UUID}-w${width}.webp`)).toEqual({ base: UUID, width });
    expect(parseImageVariantName(`${UUID}-w500.webp`)).toBeNull();
    expect(parseImageVariantName(`${UUID}-w400.png`)).toBeNull();
    expect(parseImageVariantName(`../${UUID}-w400.webp`)).toBeNull();
    expect(parseImageVariantName(`${UUID}.png`)).toBeNull();
  });
});
