import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { form, multipartBody } from '../../testing/multipart';
import { expectAdministratorsOnly, getJson } from '../../testing/requests';
import { useTestAppWithMembers } from '../../testing/test-app';
import { copiesOf, uploadPath } from '../../testing/uploads';

const t = useTestAppWithMembers();

describe('categories', () => {
  it('adds a category with an image, lists it publicly in the select, and refuses a duplicate name', async () => {
    const added = await t.sendAdminForm(
      'POST',
      '/api/category/add',
      form({ name: '캠핑' }, [{ name: 'image' }]),
    );
    expect(added.json().message).toEqual({ text: '카테고리가 등록되었습니다.', type: 'success' });
    const options = await getJson(t.app, '/api/category/formSelect');
    expect(options).toEqual([
      { seq: expect.any(Number), name: '캠핑', path: expect.stringMatching(/^\/uploads\//) },
    ]);
    const duplicate = await t.sendAdminForm('POST', '/api/category/add', form({ name: '캠핑' }));
    expect(duplicate.statusCode).toBe(409);
    const blank = await t.sendAdminForm('POST', '/api/category/add', form({ name: '  ' }));
    expect(blank.json().fieldErrors.name).toBe('카테고리명을 입력해주세요.');
  });

  it('replaces the image on modify (the old file goes) and hides a deleted category', async () => {
    await t.sendAdminForm('POST', '/api/category/add', form({ name: '교체' }, [{ name: 'image' }]));
    const list = await getJson(t.app, '/api/category/list', t.admin);
    const category = list.categoryList.find((c: { name: string }) => c.name === '교체');
    const oldFile = uploadPath(t, path.basename(category.path));
    expect(existsSync(oldFile)).toBe(true);
    for (const copy of copiesOf(t, path.basename(category.path)))
      expect(existsSync(copy)).toBe(true);
    const modified = await t.sendAdminForm(
      'PUT',
      `/api/category/modify/${category.seq}`,
      form({ name: '교체됨' }, [{ name: 'image' }]),
    );
    expect(modified.statusCode).toBe(200);
    expect(existsSync(oldFile)).toBe(false);
    for (const copy of copiesOf(t, path.basename(category.path)))
      expect(existsSync(copy)).toBe(false);
    const detail = await getJson(t.app, `/api/category/detail/${category.seq}`, t.admin);
    expect(detail.name).toBe('교체됨');

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/category/${category.seq}`,
          headers: t.admin,
        })
      ).json().message.text,
    ).toBe('카테고리가 삭제되었습니다.');
    const options = await getJson(t.app, '/api/category/formSelect');
    expect(options.map((c: { name: string }) => c.name)).not.toContain('교체됨');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/category/detail/${category.seq}`,
          headers: t.admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses an SVG or a text file as the image with 415, and keeps nothing', async () => {
    const svg = multipartBody([
      { name: 'name', value: '벡터' },
      {
        name: 'image',
        value: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        filename: 'a.svg',
        type: 'image/svg+xml',
      },
    ]);
    const response = await t.sendAdminForm('POST', '/api/category/add', svg);
    expect(response.statusCode).toBe(415);
    const options = await getJson(t.app, '/api/category/formSelect');
    expect(options.map((c: { name: string }) => c.name)).not.toContain('벡터');
  });
});

describe('delivery companies', () => {
  it('adds with the default code 00, lists, modifies and deletes', async () => {
    const added = await t.sendAdminForm(
      'POST',
      '/api/delivery/add',
      form({ code: '', name: '우리동네택배', callNo: '02-123-4567' }),
    );
    expect(added.json().message.text).toBe('배송업체가 등록되었습니다.');
    await t.sendAdminForm(
      'POST',
      '/api/delivery/add',
      form({ code: '04', name: 'CJ대한통운', callNo: '1588-1255' }),
    );
    const list = await getJson(t.app, '/api/delivery/list?p=1', t.admin);
    expect(list.deliveryList.map((d: { code: string; name: string }) => [d.code, d.name])).toEqual([
      ['04', 'CJ대한통운'],
      ['00', '우리동네택배'],
    ]);
    const duplicate = await t.sendAdminForm(
      'POST',
      '/api/delivery/add',
      form({ code: '04', name: '다른 업체' }),
    );
    expect(duplicate.statusCode).toBe(409);
    const seq = list.deliveryList[1].seq;
    await t.sendAdminForm(
      'PUT',
      `/api/delivery/modify/${seq}`,
      form({ code: '05', name: '한진택배', callNo: '1588-0011' }),
    );
    expect(await getJson(t.app, `/api/delivery/detail/${seq}`, t.admin)).toMatchObject({
      code: '05',
      name: '한진택배',
    });
    await t.app.inject({ method: 'PUT', url: `/api/delivery/${seq}`, headers: t.admin });
    const options = await getJson(t.app, '/api/delivery/formSelect');
    expect(options.map((d: { name: string }) => d.name)).toEqual(['CJ대한통운']);
  });

  it('explains invalid fields', async () => {
    const response = await t.sendAdminForm(
      'POST',
      '/api/delivery/add',
      form({ code: 'AB', name: '', callNo: '전화' }),
    );
    expect(response.json().fieldErrors).toEqual({
      code: '택배사 코드는 2~3자리 숫자입니다.',
      name: '배송업체명을 입력해주세요.',
      callNo: '전화번호 형식이 올바르지 않습니다.',
    });
  });
});

describe('banners', () => {
  it('needs an image and a safe link; only banners in use reach the slide', async () => {
    const noImage = await t.sendAdminForm(
      'POST',
      '/api/banner/add',
      form({ title: '가을 세일', link: '/sale/list' }),
    );
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message.text).toBe('배너 이미지를 선택해주세요.');
    const unsafe = await t.sendAdminForm(
      'POST',
      '/api/banner/add',
      form({ title: '위험', link: 'javascript:alert(1)' }, [{ name: 'image' }]),
    );
    expect(unsafe.json().fieldErrors.link).toBe(
      '링크는 /로 시작하는 주소나 https:// 주소만 쓸 수 있습니다.',
    );

    await t.sendAdminForm(
      'POST',
      '/api/banner/add',
      form({ title: '가을 세일', link: '/sale/list?c=1' }, [{ name: 'image' }]),
    );
    await t.sendAdminForm(
      'POST',
      '/api/banner/add',
      form({ title: '신규 회원', link: 'https://example.com/event' }, [{ name: 'image' }]),
    );
    const slides = await getJson(t.app, '/api/banner/slide');
    expect(slides.map((s: { title: string; link: string }) => [s.title, s.link])).toEqual([
      ['가을 세일', '/sale/list?c=1'],
      ['신규 회원', 'https://example.com/event'],
    ]);

    const list = await getJson(t.app, `/api/banner/list?q=${encodeURIComponent('가을')}`, t.admin);
    expect(list.bannerList).toHaveLength(1);
    const banner = list.bannerList[0];
    const hidden = await t.sendAdminForm(
      'PUT',
      `/api/banner/modify/${banner.seq}`,
      form({ title: '가을 세일', link: '/sale/list', useYn: 'false' }),
    );
    expect(hidden.json().message.text).toBe('배너가 수정되었습니다.');
    const slidesNow = await getJson(t.app, '/api/banner/slide');
    expect(slidesNow.map((s: { title: string }) => s.title)).toEqual(['신규 회원']);
    expect((await getJson(t.app, `/api/banner/detail/${banner.seq}`, t.admin)).useYn).toBe(false);

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/banner/${banner.seq}`,
      headers: t.admin,
    });
    expect(removed.json().message.text).toBe('배너가 삭제되었습니다.');
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/banner/detail/${banner.seq}`,
      headers: t.admin,
    });
    expect(missing.json().message.text).toBe('해당 배너는 존재하지 않습니다.');
  });

  it('keeps banner, category and delivery administration for administrators', async () => {
    await expectAdministratorsOnly(t, [
      '/api/banner/list',
      '/api/banner/detail/1',
      '/api/category/list',
      '/api/delivery/list',
    ]);
    for (const url of [
      '/api/banner/slide',
      '/api/category/formSelect',
      '/api/delivery/formSelect',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
