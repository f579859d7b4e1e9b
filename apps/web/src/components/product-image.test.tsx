import { fireEvent, render, screen } from '@testing-library/react';
import { imageVariantSrcSet } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, PLACEHOLDER_IMAGE, ProductImage, preloadImage } from './product-image';

const UPLOAD = '/uploads/3d0721a5-8e0d-4ceb-8e24-f358a15ba5cf.png';
const COPY = (width: number) => `/uploads/3d0721a5-8e0d-4ceb-8e24-f358a15ba5cf-w${width}.webp`;

const source = (container: HTMLElement) => container.querySelector('picture > source');

describe('ProductImage', () => {
  it('offers the WebP copies of an upload by width, with the original as the image', () => {
    const { container } = render(
      <ProductImage src={UPLOAD} alt="텐트" width={300} height={300} sizes="50vw" />,
    );
    const image = screen.getByRole('img', { name: '텐트' });
    expect(image.getAttribute('src')).toBe(UPLOAD);
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('height')).toBe('300');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(source(container)?.getAttribute('type')).toBe('image/webp');
    expect(source(container)?.getAttribute('srcset')).toBe(
      `${COPY(400)} 400w, ${COPY(800)} 800w, ${COPY(1200)} 1200w`,
    );
    expect(source(container)?.getAttribute('sizes')).toBe('50vw');
  });

  it('loads an image of the first screen at once and first', () => {
    render(<ProductImage src={UPLOAD} alt="배너" width={1200} height={400} eager />);
    const image = screen.getByRole('img', { name: '배너' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('falls back to the original when a copy fails, then to the placeholder', () => {
    const { container } = render(<ProductImage src={UPLOAD} alt="텐트" width={300} height={300} />);
    fireEvent.error(screen.getByRole('img'));
    expect(source(container)).toBeNull();
    expect(screen.getByRole('img').getAttribute('src')).toBe(UPLOAD);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('starts over with the copies when the address changes', () => {
    const { container, rerender } = render(
      <ProductImage src={UPLOAD} alt="텐트" width={300} height={300} />,
    );
    fireEvent.error(screen.getByRole('img'));
    const next = UPLOAD.replace('3d07', '4d07');
    rerender(<ProductImage src={next} alt="텐트" width={300} height={300} />);
    expect(source(container)?.getAttribute('srcset')).toContain('4d07');
  });

  it('shows the placeholder, without copies, where there is no upload', () => {
    const { container } = render(<ProductImage src={null} alt="" width={56} height={56} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(source(container)).toBeNull();
    expect(imageVariantSrcSet('https://example.com/a.png')).toBeNull();
  });

  it('preloads the copy a screen will show, once, with the same srcset and sizes', () => {
    preloadImage(UPLOAD, IMAGE_SIZES.saleGallery);
    preloadImage(UPLOAD, IMAGE_SIZES.saleGallery);
    preloadImage(null, IMAGE_SIZES.saleGallery);
    preloadImage('/images/no-image.svg', IMAGE_SIZES.saleGallery);
    const links = document.head.querySelectorAll('link[rel="preload"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('imagesrcset')).toBe(imageVariantSrcSet(UPLOAD));
    expect(links[0]!.getAttribute('imagesizes')).toBe(IMAGE_SIZES.saleGallery);
    expect(links[0]!.getAttribute('type')).toBe('image/webp');
    expect(links[0]!.getAttribute('fetchpriority')).toBe('high');
    links[0]!.remove();
  });
});
