import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantName } from '@store/contract';
import { createLocalImageStore } from '../platform/image-store';
import { multipartBody, PNG_1X1 } from '../testing/multipart';
import { readMultipart, uploadedImages, uploadsPlugin } from './uploads';

const ORIGINAL = '3d0721a5-8e0d-4ceb-8e24-f358a15ba5cf.png';

let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  mkdirSync(path.join(dataDir, 'uploads'));
  const picture = await sharp({
    create: { width: 1000, height: 600, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  // An upload from before resized copies existed: the original only.
  writeFileSync(path.join(dataDir, 'uploads', ORIGINAL), picture);
  app = Fastify();
  await app.register(uploadsPlugin, {
    images: createLocalImageStore(path.join(dataDir, 'uploads')),
  });
  app.post('/echo', { preValidation: readMultipart }, async (request) => ({
    body: request.body,
    uploads: Object.fromEntries(
      ['images', 'images[]', 'image'].map((field) => [
        field,
        uploadedImages(request, field).map((image) => image.field),
      ]),
    ),
  }));
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/uploads', () => {
  it('serves an upload with a year of cache (names are random and never reused)', async () => {
    const response = await app.inject({ url: `/uploads/${ORIGINAL}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes a missing copy from the original, then serves it like any upload', async () => {
    const url = `/uploads/${imageVariantName(ORIGINAL, 400)}`;
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(first.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 240]);
    const again = await app.inject({ url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 for anything else missing', async () => {
    for (const name of [
      'e3f1c7a0-0000-4000-8000-000000000000.png',
      imageVariantName('e3f1c7a0-0000-4000-8000-000000000000.png', 800),
      ORIGINAL.replace('.png', '-w640.webp'),
      'nothing-here.txt',
    ]) {
      const response = await app.inject({ url: `/uploads/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('readMultipart', () => {
  it('reads a list the same whether its parts are named `name` or `name[]`, mixed or not', async () => {
    const png = { value: PNG_1X1, filename: 'a.png', type: 'image/png' };
    const body = multipartBody([
      { name: 'title', value: '제목' },
      { name: 'deleteImages[]', value: 'a.png' },
      { name: 'deleteImages', value: 'b.png' },
      { name: 'deleteImages[]', value: 'c.png' },
      { name: 'deleteThumbnails[]', value: 'd.png' },
      { name: 'images[]', ...png },
      { name: 'images', ...png },
      { name: 'image[]', ...png },
      // Only a trailing pair of brackets is a list mark; a name that is nothing else stays.
      { name: '[]', value: 'x' },
      { name: 'tags[][]', value: 'y' },
    ]);
    const response = await app.inject({ method: 'POST', url: '/echo', ...body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      body: {
        title: '제목',
        deleteImages: ['a.png', 'b.png', 'c.png'],
        deleteThumbnails: 'd.png',
        '[]': 'x',
        'tags[]': 'y',
      },
      uploads: { images: ['images', 'images'], 'images[]': [], image: ['image'] },
    });
  });
});
