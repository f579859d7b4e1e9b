import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPING_CHAIR_FORM,
  createCategory,
  createProductToList,
} from '../testing/catalogue-factories';
import { signInNewMember } from '../testing/factories';
import { multipartBody, sendForm, type FormPart } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { uploadPath } from '../testing/uploads';

/**
 * The forms as the original client sends them (architecture.md, "Rules: wire"): its FormData serialiser names every
 * list item `name[]` (files and the names to delete alike), one part per item, numbers as text.
 */

let t: TestApp;
let admin: Record<string, string>;
/** Six different pictures, so a stored file tells which upload it is. */
let pictures: Buffer[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInNewMember(t, { admin: true });
  pictures = await Promise.all(
    [0, 1, 2, 3, 4, 5].map((i) =>
      sharp({
        create: { width: 2 + i, height: 2, channels: 3, background: { r: 40 * i, g: 90, b: 200 } },
      })
        .png()
        .toBuffer(),
    ),
  );
});
afterAll(() => t.close());

const text = (name: string, value: string | number | boolean): FormPart => ({
  name,
  value: String(value),
});
const file = (name: string, picture: number): FormPart => ({
  name,
  value: pictures[picture]!,
  filename: `사진${picture}.png`,
  type: 'image/png',
});
const fields = (values: Record<string, string | number | boolean>) =>
  Object.entries(values).map(([name, value]) => text(name, value));

async function send(method: 'POST' | 'PUT', url: string, parts: FormPart[]) {
  const response = await sendForm(t.app, method, url, multipartBody(parts), admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

interface Image {
  name: string;
  path: string;
}

/** Which of the pictures each image of a detail is, read from the stored file. */
const picturesOf = (images: Image[]) =>
  images.map((image) => {
    expect(image.path).toBe(`/uploads/${image.name}`);
    const stored = readFileSync(uploadPath(t, image.name));
    return pictures.findIndex((picture) => picture.equals(stored));
  });

describe('multipart lists named with []', () => {
  it('product add stores every images[] file; modify deletes each deleteImages[] and adds more', async () => {
    await createCategory(t.ctx, { name: '캠핑' });
    const product = CAMPING_CHAIR_FORM;
    const { seq } = await send('POST', '/api/product/add', [
      ...fields(product),
      file('images[]', 0),
      file('images[]', 1),
      file('images[]', 2),
    ]);
    const added = await get(`/api/product/detail/${seq}`);
    expect(picturesOf(added.images)).toEqual([0, 1, 2]);

    const [first, second, third] = added.images as Image[];
    await send('PUT', `/api/product/modify/${seq}`, [
      ...fields({ ...product, stock: 9, version: added.version }),
      text('deleteImages[]', first!.name),
      text('deleteImages[]', second!.name),
      file('images[]', 3),
    ]);
    const modified = await get(`/api/product/detail/${seq}`);
    expect(modified.stock).toBe(9);
    expect(modified.images[0]).toEqual(third);
    expect(picturesOf(modified.images)).toEqual([2, 3]);
    expect(existsSync(uploadPath(t, first!.name))).toBe(false);
    expect(existsSync(uploadPath(t, second!.name))).toBe(false);
  });

  it('sale add keeps thumbnails[] and contentImages[] apart; modify deletes by deleteThumbnails[] and deleteImages[]', async () => {
    const { listing: sale } = await createProductToList(t.ctx, '텐트', 10, {
      title: '4인용 텐트 대여',
      quantity: 3,
      salePrice: 25000,
      deliveryFee: 3000,
      content: '설치 설명서 포함',
    });
    const { seq } = await send('POST', '/api/sale/add', [
      ...fields(sale),
      file('thumbnails[]', 0),
      file('thumbnails[]', 1),
      file('contentImages[]', 2),
    ]);
    const added = await get(`/api/sale/detail/${seq}`);
    expect(picturesOf(added.thumbnails)).toEqual([0, 1]);
    expect(picturesOf(added.contentImages)).toEqual([2]);

    const goneThumbnail = (added.thumbnails as Image[])[0]!.name;
    const goneContent = (added.contentImages as Image[])[0]!.name;
    await send('PUT', `/api/sale/modify/${seq}`, [
      ...fields({ ...sale, title: '4인용 텐트 대여 (새 사진)' }),
      text('deleteThumbnails[]', goneThumbnail),
      text('deleteImages[]', goneContent),
      file('thumbnails[]', 3),
      file('contentImages[]', 4),
      file('contentImages[]', 5),
    ]);
    const modified = await get(`/api/sale/detail/${seq}`);
    expect(modified.title).toBe('4인용 텐트 대여 (새 사진)');
    expect(picturesOf(modified.thumbnails)).toEqual([1, 3]);
    expect(picturesOf(modified.contentImages)).toEqual([4, 5]);
    expect(existsSync(uploadPath(t, goneThumbnail))).toBe(false);
    expect(existsSync(uploadPath(t, goneContent))).toBe(false);
  });

  it('banner add stores an image[] file; modify replaces it and removes the old file', async () => {
    const banner = { title: '가을 기획전', link: '/sale/list' };
    await send('POST', '/api/banner/add', [...fields(banner), file('image[]', 0)]);
    const { bannerList } = await get(`/api/banner/list?q=${encodeURIComponent('가을 기획전')}`);
    expect(bannerList).toHaveLength(1);
    const added = await get(`/api/banner/detail/${bannerList[0].seq}`);
    const before = path.basename(added.path as string);
    expect(picturesOf([{ name: before, path: added.path }])).toEqual([0]);

    await send('PUT', `/api/banner/modify/${added.seq}`, [
      ...fields({ ...banner, useYn: true }),
      file('image[]', 1),
    ]);
    const modified = await get(`/api/banner/detail/${added.seq}`);
    const after = path.basename(modified.path as string);
    expect(after).not.toBe(before);
    expect(picturesOf([{ name: after, path: modified.path }])).toEqual([1]);
    expect(existsSync(uploadPath(t, before))).toBe(false);
  });
});
