import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type SharpFactory from 'sharp';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantName,
  parseImageVariantName,
  type ImageVariantWidth,
} from '@store/contract';

export interface StoredImage {
  /** The stored file name (random), as image lists show it and deletions name it. */
  name: string;
  /** The public path the browser loads it from. */
  path: string;
}

/** Where uploaded images live. The local folder by default; an object store can implement it. */
export interface ImageStore {
  /** Stores the original and its resized WebP copies (`imageVariantName`). */
  save(content: Buffer, extension: string): Promise<StoredImage>;
  /** Removes the original and its copies. */
  remove(name: string): Promise<void>;
  /** Every stored file's name, originals and copies (backups). */
  list(): AsyncIterable<string>;
  /** One stored file's bytes, or null when there is none by that name (backups). */
  read(name: string): Promise<Buffer | null>;
  /** Writes one file under its stored name, as a backup kept it (restores). */
  write(name: string, content: Buffer): Promise<void>;
}

/** A name the store itself gave: an original or one of its copies, nothing else. */
export const isStoredImageName = (name: string): boolean =>
  SAFE_NAME.test(name) || parseImageVariantName(name) !== null;

export const UPLOADS_URL_PREFIX = '/uploads/';
const SAFE_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;
const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'gif', 'webp'] as const;

/** WebP at a middle effort: most of the size win of the highest effort in a fraction of the time. */
const WEBP_OPTIONS = { quality: 78, effort: 3 } as const;

let sharpModule: Promise<typeof SharpFactory> | null = null;
/** sharp (libvips) loads on the first image, not at start: most processes never resize anything. */
const loadSharp = (): Promise<typeof SharpFactory> =>
  (sharpModule ??= import('sharp').then((module) => module.default));

/** Writes through a temporary name, so a reader never sees half a file. */
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { flag: 'wx' });
  await rename(temporary, file);
}

/**
 * The WebP copies of an image, by width. A copy is never wider than the original: widths above it
 * get the original's width (encoded once). GIF and WebP keep their animation.
 */
export async function resizeImage(
  content: Buffer,
  widths: readonly ImageVariantWidth[] = IMAGE_VARIANT_WIDTHS,
): Promise<Map<ImageVariantWidth, Buffer>> {
  const sharp = await loadSharp();
  // EXIF orientation applied, as browsers show the original.
  const image = sharp(content, { animated: true, failOn: 'error' }).rotate();
  const { width: originalWidth = Number.MAX_SAFE_INTEGER } = await image.metadata();
  const encoded = new Map<number, Promise<Buffer>>();
  const encode = (width: number) => {
    let pending = encoded.get(width);
    if (!pending) {
      pending = image
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp(WEBP_OPTIONS)
        .toBuffer();
      encoded.set(width, pending);
    }
    return pending;
  };
  const copies = new Map<ImageVariantWidth, Buffer>();
  for (const width of widths) copies.set(width, await encode(Math.min(width, originalWidth)));
  return copies;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes the WebP copies of a stored original beside it. */
async function writeVariants(
  directory: string,
  name: string,
  content: Buffer,
  widths: readonly ImageVariantWidth[] = IMAGE_VARIANT_WIDTHS,
): Promise<void> {
  const copies = await resizeImage(content, widths);
  await Promise.all(
    [...copies].map(([width, copy]) =>
      writeAtomically(path.join(directory, imageVariantName(name, width)), copy),
    ),
  );
}

export interface LocalImageStoreOptions {
  /** Told when the copies of an image could not be made (the original is kept and shown instead). */
  onVariantError?: (error: unknown, name: string) => void;
}

const warnVariantError = (error: unknown, name: string) =>
  process.emitWarning(
    `resized copies of ${name} not made: ${String(error)}`,
    'ImageVariantWarning',
  );

export function createLocalImageStore(
  directory: string,
  options: LocalImageStoreOptions = {},
): ImageStore {
  return {
    async save(content, extension) {
      await mkdir(directory, { recursive: true });
      // The uploaded file name is never used: it could collide, leak or carry a path.
      const name = `${randomUUID()}.${extension}`;
      await writeFile(path.join(directory, name), content, { flag: 'wx' });
      try {
        await writeVariants(directory, name, content);
      } catch (error) {
        // A picture the resizer cannot read is still the picture uploaded: it is shown as it is.
        (options.onVariantError ?? warnVariantError)(error, name);
      }
      return { name, path: `${UPLOADS_URL_PREFIX}${name}` };
    },
    async remove(name) {
      if (!SAFE_NAME.test(name)) return;
      await Promise.all(
        [name, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantName(name, width))].map((file) =>
          rm(path.join(directory, file), { force: true }),
        ),
      );
    },
    async *list() {
      let entries: string[];
      try {
        entries = await readdir(directory);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      // Temporary files of a write in progress and anything else put there by hand are not images.
      for (const entry of entries.sort()) if (isStoredImageName(entry)) yield entry;
    },
    async read(name) {
      if (!isStoredImageName(name)) return null;
      try {
        return await readFile(path.join(directory, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(name, content) {
      if (!isStoredImageName(name)) throw new Error(`not a stored image name: ${name}`);
      await mkdir(directory, { recursive: true });
      await writeAtomically(path.join(directory, name), content);
    },
  };
}

const pendingVariants = new Map<string, Promise<boolean>>();

/**
 * Makes a missing copy (`<uuid>-w400.webp`) from its original, for images stored before copies
 * existed. Answers whether the copy is there now; false when the name is not a copy's, the original
 * is gone, or it cannot be read. Requests for the same copy at once share one resize.
 */
export function ensureImageVariant(directory: string, variant: string): Promise<boolean> {
  const parsed = parseImageVariantName(variant);
  if (!parsed) return Promise.resolve(false);
  const key = path.join(directory, variant);
  const pending = pendingVariants.get(key);
  if (pending) return pending;
  const work = (async () => {
    if (await exists(key)) return true;
    for (const extension of ORIGINAL_EXTENSIONS) {
      const name = `${parsed.base}.${extension}`;
      const original = path.join(directory, name);
      if (!(await exists(original))) continue;
      try {
        await writeVariants(directory, name, await readFile(original), [parsed.width]);
        return true;
      } catch {
        return false;
      }
    }
    return false;
  })().finally(() => pendingVariants.delete(key));
  pendingVariants.set(key, work);
  return work;
}
