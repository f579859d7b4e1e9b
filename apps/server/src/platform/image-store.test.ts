import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@store/contract';
import { PNG_1X1 } from '../testing/multipart';
import { COPIES_OF_1000_WIDE, picture } from '../testing/uploads';
import { createLocalImageStore } from './image-store';

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'image-store-'));
});
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

const widthOf = async (file: string) => (await sharp(path.join(directory, file)).metadata()).width;

describe('the local image store', () => {
  it('keeps the original and writes a WebP copy per width, never wider than the original', async () => {
    const original = await picture(1000, 500);
    const store = createLocalImageStore(directory);
    const stored = await store.save(original, 'png');

    expect(stored.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(stored.path).toBe(`/uploads/${stored.name}`);
    expect(readdirSync(directory).sort()).toEqual(
      [stored.name, ...IMAGE_VARIANT_WIDTHS.map((w) => imageVariantName(stored.name, w))].sort(),
    );
    for (const [width, expected] of COPIES_OF_1000_WIDE) {
      const copy = imageVariantName(stored.name, width);
      const metadata = await sharp(path.join(directory, copy)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(expected);
      expect(metadata.height).toBe(expected / 2);
    }
  });

  it('removes the copies with the original', async () => {
    const store = createLocalImageStore(directory);
    const kept = await store.save(await picture(600, 600, 'jpeg'), 'jpg');
    const removed = await store.save(await picture(600, 600, 'jpeg'), 'jpg');
    await store.remove(removed.name);
    expect(readdirSync(directory).every((file) => file.startsWith(kept.name.slice(0, 36)))).toBe(
      true,
    );
    expect(readdirSync(directory)).toHaveLength(1 + IMAGE_VARIANT_WIDTHS.length);
    // Names that are not the store's own are never touched.
    await store.remove('../etc/passwd');
    await store.remove(imageVariantName(kept.name, 400));
    expect(readdirSync(directory)).toHaveLength(1 + IMAGE_VARIANT_WIDTHS.length);
  });

  it('keeps an image it cannot resize, without copies, and says so', async () => {
    const onVariantError = vi.fn();
    const store = createLocalImageStore(directory, { onVariantError });
    // A PNG signature and then nothing readable: it passes the type check at upload.
    const broken = Buffer.concat([PNG_1X1.subarray(0, 16), Buffer.alloc(64, 7)]);
    const stored = await store.save(broken, 'png');
    expect(readdirSync(directory)).toEqual([stored.name]);
    expect(onVariantError).toHaveBeenCalledWith(expect.anything(), stored.name);
  });
});

describe('a copy missing (an image stored before copies were made)', () => {
  it('is made from the original on demand, at the width asked for', async () => {
    const name = '3d0721a5-8e0d-4ceb-8e24-f358a15ba5cf.png';
    writeFileSync(path.join(directory, name), await picture(900, 300));
    const copy = imageVariantName(name, 400);
    const store = createLocalImageStore(directory);

    const [first, second] = await Promise.all([
      store.ensureVariant(copy),
      store.ensureVariant(copy),
    ]);
    expect(first).toBe(true);
    expect(second).toBe(true);
    expect(await widthOf(copy)).toBe(400);
    expect(existsSync(path.join(directory, imageVariantName(name, 800)))).toBe(false);
    expect(readdirSync(directory).some((file) => file.endsWith('.tmp'))).toBe(false);
  });

  it('is not made for a width the store does not make, a missing original or a foreign name', async () => {
    const name = '3d0721a5-8e0d-4ceb-8e24-f358a15ba5cf.png';
    writeFileSync(path.join(directory, name), await picture(300, 300));
    const store = createLocalImageStore(directory);
    expect(await store.ensureVariant(name.replace('.png', '-w500.webp'))).toBe(false);
    expect(await store.ensureVariant(name)).toBe(false);
    expect(await store.ensureVariant(imageVariantName(name.replace('3d', '4d'), 400))).toBe(false);
    expect(await store.ensureVariant('../3d0721a5-8e0d-4ceb-8e24-f358a15ba5cf-w400.webp')).toBe(
      false,
    );
    expect(readdirSync(directory)).toEqual([name]);
  });
});

describe('the local image store as the uploads route reads it', () => {
  it('opens a stored file with its size, type and validators, and nothing else', async () => {
    const store = createLocalImageStore(directory);
    const stored = await store.save(await picture(300, 200), 'png');
    writeFileSync(path.join(directory, 'notes.txt'), 'not an image');

    const file = await store.open(stored.name);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(readFileSync(path.join(directory, stored.name)))).toBe(
      true,
    );
    const { body: _body, ...info } = file!;
    expect(info).toEqual(await store.stat(stored.name));
    expect(info).toMatchObject({ contentType: 'image/png', etag: expect.stringMatching(/^W\//) });
    expect(info.size).toBe(statSync(path.join(directory, stored.name)).size);
    expect((await store.stat(imageVariantName(stored.name, 400)))?.contentType).toBe('image/webp');
    expect(await store.open('notes.txt')).toBeNull();
    expect(await store.stat('00000000-0000-4000-8000-000000000000.png')).toBeNull();
  });

  it('is ready once its folder can be written, and says which folder cannot', async () => {
    await expect(createLocalImageStore(path.join(directory, 'new')).ready()).resolves.toBe(
      undefined,
    );
    expect(existsSync(path.join(directory, 'new'))).toBe(true);
    writeFileSync(path.join(directory, 'a-file'), '');
    const blocked = path.join(directory, 'a-file', 'uploads');
    await expect(createLocalImageStore(blocked).ready()).rejects.toThrow(
      `the image folder ${blocked} cannot be written`,
    );
  });
});
