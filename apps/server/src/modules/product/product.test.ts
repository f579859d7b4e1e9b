import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CAMPING_CHAIR_FORM as fields,
  createCategory,
  createProduct,
  createSale,
} from '../../testing/catalogue-factories';
import { form } from '../../testing/multipart';
import {
  expectAdministratorsOnly,
  expectFieldErrors,
  expectRefused,
  getJson,
} from '../../testing/requests';
import { useTestAppWithMembers } from '../../testing/test-app';
import { copiesOf, uploadPath } from '../../testing/uploads';

const t = useTestAppWithMembers();

describe('managed products', () => {
  it('registers a product with images and shows it by seq and by product number', async () => {
    await createCategory(t.ctx, { name: '캠핑' });
    const body = form(fields, [{ name: 'images' }, { name: 'images' }]);
    const added = await t.sendAdminForm('POST', '/api/product/add', body);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toEqual({ text: '상품이 등록되었습니다.', type: 'success' });
    const detail = await getJson(t.app, `/api/product/detail/${added.json().seq}`, t.admin);
    expect(detail).toMatchObject({ ...fields, state: '등록' });
    expect(detail.productNo).toMatch(/^PR\d{13}$/);
    expect(detail.images).toHaveLength(2);
    const byNo = await t.app.inject({
      method: 'GET',
      url: `/api/product/detail?productNo=${detail.productNo}`,
      headers: t.admin,
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
    await expectFieldErrors(t.sendAdminForm('POST', '/api/product/add', body), {
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
      headers: t.admin,
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
      headers: t.admin,
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
      const response = await t.app.inject({ method: 'GET', url, headers: t.admin });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual([]);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/product/formSelect?category=${encodeURIComponent('없는 카테고리')}`,
      headers: t.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('modifies a product and removes the images named in deleteImages', async () => {
    await createCategory(t.ctx, { name: '수정카테고리' });
    const body = form({ ...fields, category: '수정카테고리' }, [{ name: 'images' }]);
    const { seq } = (await t.sendAdminForm('POST', '/api/product/add', body)).json();
    const before = await getJson(t.app, `/api/product/detail/${seq}`, t.admin);
    const image = before.images[0].name;
    for (const copy of copiesOf(t, image)) expect(existsSync(copy)).toBe(true);
    const edit = form({ ...fields, category: '수정카테고리', stock: 12, deleteImages: [image] });
    const response = await t.sendAdminForm('PUT', `/api/product/modify/${seq}`, edit);
    expect(response.json().message.text).toBe('상품이 수정되었습니다.');
    const after = await getJson(t.app, `/api/product/detail/${seq}`, t.admin);
    expect(after.stock).toBe(12);
    expect(after.images).toEqual([]);
    expect(existsSync(uploadPath(t, image))).toBe(false);
    for (const copy of copiesOf(t, image)) expect(existsSync(copy)).toBe(false);
  });

  it('deletes a product softly, but not while a listing offers it', async () => {
    const category = await createCategory(t.ctx);
    const listed = await createProduct(t.ctx, category.seq);
    const sale = await createSale(t.ctx, listed);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${listed.seq}`,
      headers: t.admin,
    });
    expect(refused.statusCode).toBe(409);
    await t.app.inject({ method: 'PUT', url: `/api/sale/${sale.seq}`, headers: t.admin });
    const deleted = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${listed.seq}`,
      headers: t.admin,
    });
    expect(deleted.json().message).toEqual({ text: '상품이 삭제되었습니다.', type: 'success' });
    const url = `/api/product/detail/${listed.seq}`;
    const missing = t.app.inject({ method: 'GET', url, headers: t.admin });
    await expectRefused(missing, 404, { text: '해당 상품이 존재하지 않습니다.' });
  });

  it('keeps every product call for administrators', async () => {
    await expectAdministratorsOnly(t, [
      '/api/product/list',
      '/api/product/detail/1',
      '/api/product/detail?productNo=PR1',
      '/api/product/formSelect?category=a',
    ]);
  });
});
