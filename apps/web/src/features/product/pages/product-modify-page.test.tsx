import { ENDPOINTS, PRODUCT_TEXT, success } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildPage,
  buildProduct,
  handle,
  handleVersionedSave,
  saveAgainAfterReload,
  saveRefusedAsStale,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { product: products, category } = ENDPOINTS;

/**
 * An administrator editing product 7 (version 3, ten in stock). `purchase()` is four units
 * bought meanwhile: six left, version 7. A save at another version is refused, as the server
 * does.
 */
function serveProductEdit() {
  signIn('admin', { admin: true });
  let current = buildProduct({ stock: 10, images: [], version: 3 });
  handle(category.formSelect, [{ seq: 1, name: '캠핑', path: null }]);
  handle(products.detail, () => current);
  handle(products.stockHistory, buildPage('stockHistoryList', []));
  const saves = handleVersionedSave(products.modify, () => current, {
    message: success(PRODUCT_TEXT.modified),
  });
  return { saves, purchase: () => (current = { ...current, stock: 6, version: 7 }) };
}

const stockField = () => screen.getByLabelText('재고', { selector: 'input' }) as HTMLInputElement;

describe('product modify', () => {
  it('sends the version it was read at; a stale save says so and reloads on request', async () => {
    const { saves, purchase } = serveProductEdit();
    const { user, address } = renderRoute('/product/modify/7');
    await waitFor(() => expect(stockField().value).toBe('10'));

    // Four units are bought while the form is open; the administrator saves what it shows.
    purchase();
    await user.clear(screen.getByLabelText('비고'));
    await user.type(screen.getByLabelText('비고'), '접이식, 수납 가방 포함');
    await saveRefusedAsStale(user, { saves, address, path: '/product/modify/7' });
    expect(saves.calls[0]!.body).toMatchObject({ version: '3', stock: '10' });
    await waitFor(() => expect(stockField().value).toBe('6'));
    expect((screen.getByLabelText('비고') as HTMLTextAreaElement).value).toBe('접이식');

    const saved = await saveAgainAfterReload(user, { saves, address, to: '/product/detail/7' });
    expect(saved).toMatchObject({ version: '7', stock: '6' });
  });
});
