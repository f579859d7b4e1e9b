import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@store/contract';
import type { TestApp } from './test-app';

/** Where the image store keeps an upload of that name. */
export const uploadPath = (t: TestApp, name: string) =>
  path.join(t.settings.dataDir, 'uploads', name);

/** The resized copies the image store writes beside an upload (and removes with it). */
export const copiesOf = (t: TestApp, name: string) =>
  IMAGE_VARIANT_WIDTHS.map((width) => uploadPath(t, imageVariantName(name, width)));
