import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@store/contract';
import { createCategory, createProduct, createSale } from '../../testing/catalogue-factories';
import { createMember, signIn } from '../../testing/factories';
import { form } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createMember(t.ctx, { admin: true }))).headers;
  member = (await signIn(t.app, await createMember(t.ctx))).headers;
});
afterAll(() => t.close());

/** The resized copies the image store writes beside an upload (and removes with it). */
const copiesOf = (name: string) =>
  IMAGE_VARIANT_WIDTHS.map((width) =>
    path.join(t.settings.dataDir, 'uploads', imageVariantName(name, width)),
  );

const fields = {
  category: '캠핑',
  brand: '코베아',
  name: '캠핑 의자',
  standard: '52x60x80cm',
  stock: 7,
  price: 39000,
  note: '접이식',
};

describe('managed products', () => {
  it('registers a product with images and shows it by seq and by product number', async () => {
    await createCategory(t.ctx, { name: '캠핑' });
    const body = form(fields, [{ name: 'images' }, { name: 'images' }]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/product/add',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toEqual({ text: '상품이 등록되었습니다.', type: 'success' });
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/product/detail/${added.json().seq}`,
        headers: admin,
      })
    ).json();
    expect(detail).toMatchObject({ ...fields, state: '등록' });
    expect(detail.productNo).toMatch(/^PR\d{13}$/);
    expect(detail.images).toHaveLength(2);
    const byNo = await t.app.inject({
      method: 'GET',
      url: `/api/product/detail?productNo=${detail.productNo}`,
      headers: admin,
    });
    expect(byNo.json().seq).toBe(detail.seq);
  });

  it('explains each invalid field in Korean', async () => {
    const body = form({
      category: '',
      brand: '',
      name: ' ',
      standard: '',
      stock: -1,
      price: -10,
      note: '',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product/add',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      category: '카테고리를 선택해주세요.',
      brand: '브랜드를 입력해주세요.',
      name: '상품명을 입력해주세요.',
      standard: '규격을 입력해주세요.',
      stock: '재고는 0 이상이어야 합니다.',
      price: '가격은 0 이상이어야 합니다.',
      note: '비고를 입력해주세요.',
    });
  });

  it('lists and searches products with their derived state', async () => {
    const category = await createCategory(t.ctx, { name: '주방' });
    const onSale = await createProduct(t.ctx, category.seq, { name: '전기 그릴', stock: 3 });
    await createSale(t.ctx, onSale);
    await createProduct(t.ctx, category.seq, { name: '전기 포트', stock: 0 });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/product/list?q=${encodeURIComponent('전기')}`,
      headers: admin,
    });
    const rows = response.json().productList;
    expect(rows.map((p: { name: string; state: string }) => [p.name, p.state])).toEqual([
      ['전기 포트', '품절'],
      ['전기 그릴', '판매중'],
    ]);
    expect(response.json().pageInfo.totalPages).toBe(1);
  });

  it('offers the products of a category to the sale form', async () => {
    const category = await createCategory(t.ctx, { name: '공구' });
    await createProduct(t.ctx, category.seq, { name: '전동 드릴', stock: 2, price: 55000 });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/product/formSelect?category=${encodeURIComponent('공구')}`,
      headers: admin,
    });
    expect(response.json()).toEqual([
      expect.objectContaining({ name: '전동 드릴', stock: 2, price: 55000 }),
    ]);
  });

  it('offers nothing, without an error, before a category is chosen (?category=)', async () => {
    const category = await createCategory(t.ctx, { name: '선택전' });
    await createProduct(t.ctx, category.seq);
    for (const url of [
      '/api/product/formSelect?category=',
      '/api/product/formSelect?category=%20',
      '/api/product/formSelect',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual([]);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/product/formSelect?category=${encodeURIComponent('없는 카테고리')}`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('modifies a product and removes the images named in deleteImages', async () => {
    await createCategory(t.ctx, { name: '수정카테고리' });
    const body = form({ ...fields, category: '수정카테고리' }, [{ name: 'images' }]);
    const { seq } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/product/add',
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      })
    ).json();
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/product/detail/${seq}`, headers: admin })
    ).json();
    const image = before.images[0].name;
    for (const copy of copiesOf(image)) expect(existsSync(copy)).toBe(true);
    const edit = form({ ...fields, category: '수정카테고리', stock: 12, deleteImages: [image] });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/product/modify/${seq}`,
      headers: { ...admin, ...edit.headers },
      payload: edit.payload,
    });
    expect(response.json().message.text).toBe('상품이 수정되었습니다.');
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/product/detail/${seq}`, headers: admin })
    ).json();
    expect(after.stock).toBe(12);
    expect(after.images).toEqual([]);
    expect(existsSync(path.join(t.settings.dataDir, 'uploads', image))).toBe(false);
    for (const copy of copiesOf(image)) expect(existsSync(copy)).toBe(false);
  });

  it('deletes a product softly, but not while a listing offers it', async () => {
    const category = await createCategory(t.ctx);
    const listed = await createProduct(t.ctx, category.seq);
    const sale = await createSale(t.ctx, listed);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${listed.seq}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    await t.app.inject({ method: 'PUT', url: `/api/sale/${sale.seq}`, headers: admin });
    const deleted = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${listed.seq}`,
      headers: admin,
    });
    expect(deleted.json().message).toEqual({ text: '상품이 삭제되었습니다.', type: 'success' });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/product/detail/${listed.seq}`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message.text).toBe('해당 상품이 존재하지 않습니다.');
  });

  it('keeps every product call for administrators', async () => {
    for (const url of [
      '/api/product/list',
      '/api/product/detail/1',
      '/api/product/detail?productNo=PR1',
      '/api/product/formSelect?category=a',
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode, url).toBe(
        403,
      );
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
