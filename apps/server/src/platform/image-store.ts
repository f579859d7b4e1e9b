import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredImage {
  /** The stored file name (random), as image lists show it and deletions name it. */
  name: string;
  /** The public path the browser loads it from. */
  path: string;
}

/** Where uploaded images live. The local folder by default; an object store can implement it. */
export interface ImageStore {
  save(content: Buffer, extension: string): Promise<StoredImage>;
  remove(name: string): Promise<void>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
const SAFE_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;

export function createLocalImageStore(directory: string): ImageStore {
  return {
    async save(content, extension) {
      await mkdir(directory, { recursive: true });
      // The uploaded file name is never used: it could collide, leak or carry a path.
      const name = `${randomUUID()}.${extension}`;
      await writeFile(path.join(directory, name), content, { flag: 'wx' });
      return { name, path: `${UPLOADS_URL_PREFIX}${name}` };
    },
    async remove(name) {
      if (!SAFE_NAME.test(name)) return;
      await rm(path.join(directory, name), { force: true });
    },
  };
}
