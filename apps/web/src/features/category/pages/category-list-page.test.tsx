import { CATEGORY_TEXT, ENDPOINTS, success, type Category } from '@store/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPage, findToast, handle, renderRoute, signIn } from '@/testing/test-utils';

const { category } = ENDPOINTS;

const CAMPING: Category = {
  seq: 3,
  name: '캠핑',
  path: null,
  insertDttm: '2026-11-01T10:00:00+09:00',
  updateDttm: '2026-11-01T10:00:00+09:00',
};

describe('category list', () => {
  it('says before deleting that the category’s listings leave the shop’s lists with it', async () => {
    signIn('admin', { admin: true });
    handle(category.list, buildPage('categoryList', [CAMPING]));
    const deletions = handle(category.delete, { message: success(CATEGORY_TEXT.deleted) });
    const { user } = renderRoute('/category/list');

    const row = (await screen.findByText('캠핑', { selector: 'td' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '삭제' }));

    const dialog = await screen.findByRole('dialog', { name: '카테고리 삭제' });
    expect(dialog.textContent).toContain('캠핑');
    expect(dialog.textContent).toContain(
      '카테고리를 삭제하시겠습니까? 이 카테고리의 판매상품도 함께 쇼핑몰 목록에서 내려갑니다.',
    );
    expect(deletions.calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await findToast(CATEGORY_TEXT.deleted);
    expect(deletions.calls[0]!.params).toEqual({ seq: '3' });
  });
});
