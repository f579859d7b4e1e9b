import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createCategory,
  createListing,
  createProduct,
  createProductToList,
  createSale,
} from '../../testing/catalogue-factories';
import { form } from '../../testing/multipart';
import { expectFieldErrors, expectRefused, getJson } from '../../testing/requests';
import { useTestAppWithMembers } from '../../testing/test-app';
import { copiesOf, uploadPath } from '../../testing/uploads';

const t = useTestAppWithMembers();

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/sale/list${query}` });

describe('the public sale list', () => {
  it('pages newest first with pageInfo at the edges, and answers an empty page past the end', async () => {
    const category = await createCategory(t.ctx, { name: '페이징' });
    const product = await createProduct(t.ctx, category.seq, { stock: 100 });
    for (let i = 1; i <= 25; i += 1)
      await createSale(t.ctx, product, { title: `페이징 상품 ${i}` });
    const first = (await list(`?c=${category.seq}&p=1&s=10`)).json();
    expect(first.saleList).toHaveLength(10);
    expect(first.saleList[0].title).toBe('페이징 상품 25');
    expect(first.saleList[0]).toMatchObject({
      salePrice: 12000,
      deliveryFee: 3000,
      category: '페이징',
      thumbnailPath: expect.stringMatching(/^\/uploads\/t\d+\.png$/),
    });
    expect(first.pageInfo).toEqual({
      currentPageNumber: 1,
      leftPageNumber: 1,
      rightPageNumber: 3,
      totalPages: 3,
    });
    const last = (await list(`?c=${category.seq}&p=3&s=10`)).json();
    expect(last.saleList.map((s: { title: string }) => s.title)).toEqual([
      '페이징 상품 5',
      '페이징 상품 4',
      '페이징 상품 3',
      '페이징 상품 2',
      '페이징 상품 1',
    ]);
    const beyond = await list(`?c=${category.seq}&p=4&s=10`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({
      saleList: [],
      pageInfo: { currentPageNumber: 4, leftPageNumber: 1, rightPageNumber: 3, totalPages: 3 },
      totalCount: 25,
      isCountCapped: false,
    });
    expect((await list('?c=999999')).json()).toEqual({
      saleList: [],
      pageInfo: { currentPageNumber: 1, leftPageNumber: 1, rightPageNumber: 0, totalPages: 0 },
      totalCount: 0,
      isCountCapped: false,
    });
  });

  it('finds Korean substrings of titles and sale numbers, with wildcards taken literally', async () => {
    const category = await createCategory(t.ctx);
    const product = await createProduct(t.ctx, category.seq);
    const tent = await createSale(t.ctx, product, { title: '초경량 캠핑 텐트 2인용' });
    await createSale(t.ctx, product, { title: '캠핑 의자' });
    await createSale(t.ctx, product, { title: '100% 순면 담요' });
    const titles = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`))
        .json()
        .saleList.map((s: { title: string }) => s.title);
    expect(await titles('텐트')).toEqual(['초경량 캠핑 텐트 2인용']);
    expect(await titles('캠핑')).toEqual(['캠핑 의자', '초경량 캠핑 텐트 2인용']);
    expect(await titles('  캠핑 의자 ')).toEqual(['캠핑 의자']);
    expect(await titles('100%')).toEqual(['100% 순면 담요']);
    expect(await titles('%')).toEqual(['100% 순면 담요']);
    expect(await titles(tent.saleNo.slice(-9))).toEqual(['초경량 캠핑 텐트 2인용']);
  });

  it('hides deleted listings and listings of deleted or hidden categories', async () => {
    const { category, sale } = await createListing(t.ctx, {
      sale: { title: '숨김 확인 상품' },
    });
    const titles = async () =>
      (await list(`?q=${encodeURIComponent('숨김 확인')}`)).json().saleList.length;
    expect(await titles()).toBe(1);
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/category/${category.seq}`,
      headers: t.admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(await titles()).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/sale/detail/${sale.seq}` })).statusCode,
    ).toBe(404);
  });

  it('refuses a wrong-typed query with Korean messages', async () => {
    for (const [query, field] of [
      ['?p=abc', 'p'],
      ['?p=0', 'p'],
      ['?s=61', 's'],
      ['?c=x', 'c'],
      ['?sort=cheapest', 'sort'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fieldErrors[field]).toMatch(/[가-힣]/);
    }
  });
});

describe('the sale detail', () => {
  it('shows images, the product and stock, and counts a view once per viewer', async () => {
    const category = await createCategory(t.ctx, { name: '상세' });
    const product = await createProduct(t.ctx, category.seq, { stock: 3, name: '원본 상품' });
    const sale = await createSale(t.ctx, product, { quantity: 5 });
    const get = (headers: Record<string, string> = {}, ip = '10.0.0.1') =>
      t.app.inject({
        method: 'GET',
        url: `/api/sale/detail/${sale.seq}`,
        headers: { 'user-agent': 'test', ...headers },
        remoteAddress: ip,
      });
    const first = (await get()).json();
    expect(first).toMatchObject({
      saleNo: sale.saleNo,
      productNo: product.productNo,
      productName: '원본 상품',
      category: '상세',
      quantity: 5,
      stock: 3,
      view: 1,
    });
    expect(first.thumbnails).toEqual([
      { name: `t${sale.seq}.png`, path: `/uploads/t${sale.seq}.png` },
    ]);
    expect(first.contentImages).toHaveLength(1);
    expect((await get()).json().view).toBe(1);
    expect((await get({}, '10.0.0.2')).json().view).toBe(2);
    expect((await get(t.member)).json().view).toBe(3);
    expect((await get(t.member, '10.0.0.3')).json().view).toBe(3);
    expect((await get(t.admin)).json().view).toBe(3);
  });

  it('answers 404 with the specification text for a missing listing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sale/detail/987654' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual({
      text: '해당 상품이 존재하지 않습니다.',
      type: 'warning',
    });
  });
});

describe('listing administration', () => {
  it('registers a listing with thumbnails and content images, never above the product stock', async () => {
    const { product, listing: fields } = await createProductToList(t.ctx, '등록용', 4, {
      title: '새 판매상품',
      quantity: 5,
      salePrice: 15000,
      deliveryFee: 0,
      content: '설명\n두 줄',
    });

    await expectFieldErrors(t.sendAdminForm('POST', '/api/sale/add', form(fields)), {
      quantity: '판매 수량은 상품 재고(4개)를 넘을 수 없습니다.',
    });

    const body = form({ ...fields, quantity: 4 }, [
      { name: 'thumbnails' },
      { name: 'thumbnails' },
      { name: 'contentImages' },
    ]);
    const added = await t.sendAdminForm('POST', '/api/sale/add', body);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toEqual({ text: '판매상품이 등록되었습니다.', type: 'success' });
    const detail = await getJson(t.app, `/api/sale/detail/${added.json().seq}`, t.admin);
    expect(detail).toMatchObject({
      title: '새 판매상품',
      quantity: 4,
      deliveryFee: 0,
      content: '설명\n두 줄',
      productNo: product.productNo,
    });
    expect(detail.thumbnails).toHaveLength(2);
    expect(detail.contentImages).toHaveLength(1);
    expect(detail.saleNo).toMatch(/^SA\d{13}$/);
    for (const image of detail.thumbnails) {
      expect(existsSync(uploadPath(t, image.name))).toBe(true);
      for (const copy of copiesOf(t, image.name)) expect(existsSync(copy)).toBe(true);
    }
  });

  it('refuses a product from another category, negative numbers and blank fields', async () => {
    const a = await createCategory(t.ctx, { name: '가' });
    await createCategory(t.ctx, { name: '나' });
    const product = await createProduct(t.ctx, a.seq);
    const mismatch = form({
      category: '나',
      productNo: product.productNo,
      title: '제목',
      quantity: 1,
      salePrice: 1,
      deliveryFee: 0,
      content: '내용',
    });
    await expectRefused(t.sendAdminForm('POST', '/api/sale/add', mismatch), 400, {
      code: 'SALE_PRODUCT_CATEGORY_MISMATCH',
    });

    const invalid = form({
      category: '',
      productNo: product.productNo,
      title: ' ',
      quantity: -1,
      salePrice: -10,
      deliveryFee: 'abc',
      content: '',
    });
    await expectFieldErrors(t.sendAdminForm('POST', '/api/sale/add', invalid), {
      category: '카테고리를 선택해주세요.',
      deliveryFee: '배송비를 입력해주세요.',
      title: '제목을 입력해주세요.',
      quantity: '판매 수량은 0 이상이어야 합니다.',
      salePrice: '월 대여료는 0 이상이어야 합니다.',
      content: '내용을 입력해주세요.',
    });
  });

  it('modifies a listing and deletes the images it names, files included', async () => {
    const { listing: fields } = await createProductToList(t.ctx, '수정용', 10, {
      title: '수정 전',
      quantity: 2,
      salePrice: 1000,
      deliveryFee: 2500,
      content: '내용',
    });
    const body = form(fields, [{ name: 'thumbnails' }, { name: 'thumbnails' }]);
    const { seq } = (await t.sendAdminForm('POST', '/api/sale/add', body)).json();
    const before = await getJson(t.app, `/api/sale/detail/${seq}`, t.admin);
    const gone = before.thumbnails[0].name;

    const edit = form({ ...fields, title: '수정 후', deleteThumbnails: [gone] }, [
      { name: 'contentImages' },
    ]);
    const modified = await t.sendAdminForm('PUT', `/api/sale/modify/${seq}`, edit);
    expect(modified.statusCode).toBe(200);
    const after = await getJson(t.app, `/api/sale/detail/${seq}`, t.admin);
    expect(after.title).toBe('수정 후');
    expect(after.thumbnails.map((i: { name: string }) => i.name)).toEqual([
      before.thumbnails[1].name,
    ]);
    expect(after.contentImages).toHaveLength(1);
    expect(existsSync(uploadPath(t, gone))).toBe(false);
    for (const copy of copiesOf(t, gone)) expect(existsSync(copy)).toBe(false);
  });

  it('deletes a listing softly: gone from the list and the detail', async () => {
    const { sale } = await createListing(t.ctx, {
      sale: { title: '삭제될 상품' },
    });
    const deleted = await t.app.inject({
      method: 'PUT',
      url: `/api/sale/${sale.seq}`,
      headers: t.admin,
    });
    expect(deleted.json().message).toEqual({ text: '판매상품이 삭제되었습니다.', type: 'success' });
    expect((await list(`?q=${encodeURIComponent('삭제될 상품')}`)).json().saleList).toEqual([]);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/sale/${sale.seq}`, headers: t.admin }))
        .statusCode,
    ).toBe(404);
  });

  it('is refused to members and visitors', async () => {
    const body = form({ title: 'x' });
    for (const call of [
      { method: 'POST' as const, url: '/api/sale/add' },
      { method: 'PUT' as const, url: '/api/sale/modify/1' },
      { method: 'PUT' as const, url: '/api/sale/1' },
    ]) {
      expect(
        (
          await t.app.inject({
            ...call,
            headers: { ...t.member, ...body.headers },
            payload: body.payload,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ ...call, headers: body.headers, payload: body.payload })).statusCode,
      ).toBe(401);
    }
  });
});
