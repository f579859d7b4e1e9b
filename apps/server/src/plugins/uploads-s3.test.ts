import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@store/contract';
import { banners } from '../db/schema';
import { startS3TestServer, type S3TestServer } from '../testing/s3-server';
import { signInNewMember } from '../testing/factories';
import { form, sendForm } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';

const BUCKET = 'store-uploads';
const PREFIX = 'images/';
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

let s3: S3TestServer;
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  s3 = await startS3TestServer();
  await s3.createBucket(BUCKET);
  t = await createTestApp({ env: s3.env(BUCKET, PREFIX) });
  admin = await signInNewMember(t, { admin: true });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .png()
    .toBuffer();

/** Adds a banner with this picture as an administrator does, answering its image's path. */
async function addBanner(image: Buffer): Promise<{ seq: number; path: string }> {
  const title = `배너 ${Math.random()}`;
  const body = form({ title, link: '/sale/list' }, [{ name: 'image', content: image }]);
  const added = await sendForm(t.app, 'POST', '/api/banner/add', body, admin);
  expect(added.statusCode, added.body).toBe(200);
  const row = (await t.db.select().from(banners)).find((banner) => banner.title === title);
  const detail = await t.app.inject({ url: `/api/banner/detail/${row!.seq}`, headers: admin });
  return { seq: row!.seq, path: detail.json<{ path: string }>().path };
}

const fetchUpload = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers });
const copyPath = (original: string, width: (typeof IMAGE_VARIANT_WIDTHS)[number]) =>
  `/uploads/${imageVariantName(path.basename(original), width)}`;
const keyOf = (url: string) => `${PREFIX}${path.basename(url)}`;

const expectNotFound = (response: Awaited<ReturnType<typeof fetchUpload>>, what: string) => {
  expect(response.statusCode, what).toBe(404);
  expect(response.json(), what).toMatchObject({ code: 'NOT_FOUND' });
};

describe('uploads kept in an S3 bucket (S3_BUCKET set)', () => {
  it('stores an uploaded banner in the bucket and serves it from /uploads, with its copies', async () => {
    const image = await picture(1000, 600);
    const { path: url } = await addBanner(image);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const original = await fetchUpload(url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(original.headers['content-length']).toBe(String(image.length));
    expect(original.rawPayload.equals(image)).toBe(true);

    const copy = await fetchUpload(copyPath(url, 400));
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(copy.headers['cache-control']).toBe(CACHE_CONTROL);
    const metadata = await sharp(copy.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 240]);

    // In the bucket, under the prefix; nothing in the data folder.
    const keys = await s3.keys(BUCKET);
    expect(keys).toContain(keyOf(url));
    for (const width of IMAGE_VARIANT_WIDTHS) expect(keys).toContain(keyOf(copyPath(url, width)));
    const uploadsDir = path.join(t.settings.dataDir, 'uploads');
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual([]);
  });

  it('answers a browser holding the image with 304, and HEAD with the headers only', async () => {
    const image = await picture(300, 200);
    const { path: url } = await addBanner(image);
    const first = await fetchUpload(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Date(first.headers['last-modified'] as string).getTime()).not.toBeNaN();

    const revalidated = await fetchUpload(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(CACHE_CONTROL);
    const changed = await fetchUpload(url, { 'if-none-match': '"another"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(image)).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(image.length));
    expect(head.rawPayload).toHaveLength(0);
  });

  it('makes a copy missing from the bucket from the original, and keeps it there', async () => {
    const { path: url } = await addBanner(await picture(1000, 600));
    const copy = copyPath(url, 800);
    await s3.deleteObject(BUCKET, keyOf(copy));

    const made = await fetchUpload(copy);
    expect(made.statusCode).toBe(200);
    expect(made.headers['content-type']).toBe('image/webp');
    expect((await sharp(made.rawPayload).metadata()).width).toBe(800);
    expect(await s3.keys(BUCKET)).toContain(keyOf(copy));
  });

  it('answers 404 once a replaced image is removed, and for an object gone from the bucket', async () => {
    const { seq, path: replaced } = await addBanner(await picture(500, 300));
    const body = form({ title: '새 배너', link: '/sale/list', useYn: 'true' }, [
      { name: 'image', content: await picture(600, 300) },
    ]);
    const modified = await sendForm(t.app, 'PUT', `/api/banner/modify/${seq}`, body, admin);
    expect(modified.statusCode, modified.body).toBe(200);
    expectNotFound(await fetchUpload(replaced), replaced);
    expectNotFound(await fetchUpload(copyPath(replaced, 400)), 'its copy');

    const { path: gone } = await addBanner(await picture(500, 300));
    await s3.deleteObject(BUCKET, keyOf(gone));
    expectNotFound(await fetchUpload(gone), gone);
    const head = await t.app.inject({ method: 'HEAD', url: gone });
    expect(head.statusCode).toBe(404);
  });

  it('answers 404 for a name the store never gives, without asking the bucket', async () => {
    await s3.putObject(BUCKET, `${PREFIX}notes.txt`, 'not an image');
    const asked = s3.requests.length;
    for (const url of [
      '/uploads/notes.txt',
      '/uploads/e3f1c7a0-0000-4000-8000-000000000000-w640.webp',
      '/uploads/E3F1C7A0-0000-4000-8000-000000000000.png',
      '/uploads/images/e3f1c7a0-0000-4000-8000-000000000000.png',
      '/uploads/%2e%2e%2fnotes.txt',
      '/uploads/',
    ])
      expectNotFound(await fetchUpload(url), url);
    const posted = await t.app.inject({ method: 'POST', url: '/uploads/notes.txt' });
    expectNotFound(posted, 'POST');
    expect(s3.requests.slice(asked)).toEqual([]);
    expectNotFound(
      await fetchUpload('/uploads/e3f1c7a0-0000-4000-8000-000000000000.png'),
      'a name never stored',
    );
  });
});
