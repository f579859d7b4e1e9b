import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@store/contract';
import type { TestApp } from './test-app';

/** Where the image store keeps an upload of that name. */
export const uploadPath = (t: TestApp, name: string) =>
  path.join(t.settings.dataDir, 'uploads', name);

/** The resized copies the image store writes beside an upload (and removes with it). */
export const copiesOf = (t: TestApp, name: string) =>
  IMAGE_VARIANT_WIDTHS.map((width) => uploadPath(t, imageVariantName(name, width)));

/** A plain picture of that size, for the image store to resize. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** Each copy's width, and the width a 1000-pixel-wide picture's copy comes out at (never wider). */
export const COPIES_OF_1000_WIDE = [
  [400, 400],
  [800, 800],
  [1200, 1000],
] as const;
