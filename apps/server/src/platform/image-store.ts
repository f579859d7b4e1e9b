import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import {
  access,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type SharpFactory from 'sharp';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantName,
  parseImageVariantName,
  type ImageVariantWidth,
} from '@store/contract';
import type { Settings } from '../config/env';

export interface StoredImage {
  /** The stored file name (random), as image lists show it and deletions name it. */
  name: string;
  /** The public path the browser loads it from. */
  path: string;
}

/** What a response needs to know of a stored file before sending it. */
export interface ImageFileInfo {
  size: number;
  contentType: string;
  /** The validator for conditional requests, quoted as in the ETag header. */
  etag: string | null;
  lastModified: Date | null;
}

/** A stored file opened for sending. */
export interface ImageFile extends ImageFileInfo {
  body: Readable;
}

/** Where uploaded images live: the local folder or an S3-compatible bucket (`createImageStore`). */
export interface ImageStore {
  /** The folder on this machine the files are in (served from it directly); null for a bucket. */
  readonly localDirectory: string | null;
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
  /** One stored file's size, type and validators, or null when there is none by that name. */
  stat(name: string): Promise<ImageFileInfo | null>;
  /** One stored file to send, or null when there is none by that name. */
  open(name: string): Promise<ImageFile | null>;
  /**
   * Makes a missing copy (`<uuid>-w400.webp`) from its original, for images stored before copies
   * existed. Answers whether the copy is there now; false when the name is not a copy's, the
   * original is gone, or it cannot be read. Requests for the same copy at once share one resize.
   */
  ensureVariant(name: string): Promise<boolean>;
  /** Throws, saying why, when the store cannot be reached or written. */
  ready(): Promise<void>;
}

/**
 * The files under a store, by name: a folder or a bucket's prefix. The store checks every name
 * before it gets here and decides what is written; this only keeps bytes.
 */
export interface ImageFiles {
  readonly localDirectory: string | null;
  /** Writes a whole file at once: a reader never sees half of one. */
  put(name: string, content: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  /** Removes a file; one already gone is not an error. */
  delete(name: string): Promise<void>;
  /** Every name there, stored images or not. */
  names(): AsyncIterable<string>;
  stat(name: string): Promise<ImageFileInfo | null>;
  open(name: string): Promise<ImageFile | null>;
  ready(): Promise<void>;
}

export interface ImageStoreOptions {
  /** Told when the copies of an image could not be made (the original is kept and shown instead). */
  onVariantError?: (error: unknown, name: string) => void;
}

/** A name the store itself gave: an original or one of its copies, nothing else. */
export const isStoredImageName = (name: string): boolean =>
  SAFE_NAME.test(name) || parseImageVariantName(name) !== null;

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Names are random and never reused, so a stored image never changes. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The stored images' types, by the extension of their names. */
export const IMAGE_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

const SAFE_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;
const ORIGINAL_EXTENSIONS = Object.keys(IMAGE_CONTENT_TYPES) as ImageExtension[];

/** A stored file's type, from its name. */
export const contentTypeOf = (name: string): string =>
  IMAGE_CONTENT_TYPES[path.extname(name).slice(1) as ImageExtension] ?? 'application/octet-stream';

/** WebP at a middle effort: most of the size win of the highest effort in a fraction of the time. */
const WEBP_OPTIONS = { quality: 78, effort: 3 } as const;

let sharpModule: Promise<typeof SharpFactory> | null = null;
/** sharp (libvips) loads on the first image, not at start: most processes never resize anything. */
const loadSharp = (): Promise<typeof SharpFactory> =>
  (sharpModule ??= import('sharp').then((module) => module.default));

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

const warnVariantError = (error: unknown, name: string) =>
  process.emitWarning(
    `resized copies of ${name} not made: ${String(error)}`,
    'ImageVariantWarning',
  );

/** The naming and content rules of every image store, over the files of one. */
export function createImageStoreOver(
  files: ImageFiles,
  options: ImageStoreOptions = {},
): ImageStore {
  /** Writes the WebP copies of a stored original beside it. */
  const writeVariants = async (
    name: string,
    content: Buffer,
    widths: readonly ImageVariantWidth[] = IMAGE_VARIANT_WIDTHS,
  ) => {
    const copies = await resizeImage(content, widths);
    await Promise.all(
      [...copies].map(([width, copy]) => files.put(imageVariantName(name, width), copy)),
    );
  };

  const makeVariant = async (variant: string): Promise<boolean> => {
    const parsed = parseImageVariantName(variant);
    if (!parsed) return false;
    if (await files.stat(variant)) return true;
    for (const extension of ORIGINAL_EXTENSIONS) {
      const name = `${parsed.base}.${extension}`;
      const original = await files.get(name);
      if (!original) continue;
      try {
        await writeVariants(name, original, [parsed.width]);
        return true;
      } catch {
        return false;
      }
    }
    return false;
  };
  const pendingVariants = new Map<string, Promise<boolean>>();

  return {
    localDirectory: files.localDirectory,
    async save(content, extension) {
      // The uploaded file name is never used: it could collide, leak or carry a path.
      const name = `${randomUUID()}.${extension}`;
      await files.put(name, content);
      try {
        await writeVariants(name, content);
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
          files.delete(file),
        ),
      );
    },
    async *list() {
      // Temporary files of a write in progress and anything else put there by hand are not images.
      for await (const name of files.names()) if (isStoredImageName(name)) yield name;
    },
    async read(name) {
      return isStoredImageName(name) ? files.get(name) : null;
    },
    async write(name, content) {
      if (!isStoredImageName(name)) throw new Error(`not a stored image name: ${name}`);
      await files.put(name, content);
    },
    async stat(name) {
      return isStoredImageName(name) ? files.stat(name) : null;
    },
    async open(name) {
      return isStoredImageName(name) ? files.open(name) : null;
    },
    ensureVariant(name) {
      const pending = pendingVariants.get(name);
      if (pending) return pending;
      const work = makeVariant(name).finally(() => pendingVariants.delete(name));
      pendingVariants.set(name, work);
      return work;
    },
    ready: () => files.ready(),
  };
}

/** What `work` gives, or null when the file it needs is not there. */
async function unlessMissing<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes through a temporary name, so a reader never sees half a file. */
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { flag: 'wx' });
  await rename(temporary, file);
}

/** The files of a folder on this machine. */
function localImageFiles(directory: string): ImageFiles {
  const fileOf = (name: string) => path.join(directory, name);
  // The same validator @fastify/static gives the files it serves.
  const infoOf = (name: string, { size, mtime }: { size: number; mtime: Date }) => ({
    size,
    contentType: contentTypeOf(name),
    etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
    lastModified: mtime,
  });
  return {
    localDirectory: directory,
    async put(name, content) {
      await mkdir(directory, { recursive: true });
      await writeAtomically(fileOf(name), content);
    },
    get: (name) => unlessMissing(readFile(fileOf(name))),
    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
    async *names() {
      yield* ((await unlessMissing(readdir(directory))) ?? []).sort();
    },
    async stat(name) {
      const found = await unlessMissing(stat(fileOf(name)));
      return found?.isFile() ? infoOf(name, found) : null;
    },
    async open(name) {
      const handle = await unlessMissing(open(fileOf(name)));
      if (!handle) return null;
      try {
        const found = await handle.stat();
        if (found.isFile()) return { ...infoOf(name, found), body: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
      await handle.close();
      return null;
    },
    async ready() {
      try {
        await mkdir(directory, { recursive: true });
        await access(directory, constants.W_OK);
      } catch (error) {
        throw new Error(`the image folder ${directory} cannot be written: ${String(error)}`, {
          cause: error,
        });
      }
    },
  };
}

/** Images in a folder on this machine (DATA_DIR/uploads). */
export const createLocalImageStore = (
  directory: string,
  options: ImageStoreOptions = {},
): ImageStore => createImageStoreOver(localImageFiles(directory), options);

/** The store the settings name: the S3 bucket when one is set, else the folder DATA_DIR/uploads. */
export async function createImageStore(
  settings: Pick<Settings, 'dataDir' | 's3'>,
  options: ImageStoreOptions = {},
): Promise<ImageStore> {
  if (!settings.s3) return createLocalImageStore(path.join(settings.dataDir, 'uploads'), options);
  // The AWS SDK takes a fifth of a second to load: only processes that use it load it.
  const { createS3ImageStore } = await import('./s3-image-store');
  return createS3ImageStore(settings.s3, options);
}
