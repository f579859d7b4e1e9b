import { ENDPOINTS, SALE_TEXT, success } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildSale,
  errorReply,
  saveRefusedAsStale,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { sale, product, category } = ENDPOINTS;

/**
 * An administrator editing listing 7 (version 2, five for sale). `purchase()` is two units
 * bought meanwhile: three left, version 3. A save at another version is refused, as the server
 * does.
 */
function serveSaleEdit() {
  signIn('admin', { admin: true });
  let current = buildSale({ productName: '캠핑 의자', stock: 10, version: 2 });
  handle(category.formSelect, [{ seq: 1, name: '캠핑', path: null }]);
  handle(product.formSelect, [
    {
      seq: 1,
      productNo: current.productNo,
      name: '캠핑 의자',
      brand: '헬리녹스',
      stock: 10,
      price: 9_000,
    },
  ]);
  handle(sale.detail, () => current);
  const saves = handle(sale.modify, ({ body }) =>
    Number(body.version) === current.version
      ? { message: success(SALE_TEXT.modified) }
      : errorReply('STALE_EDIT'),
  );
  return {
    saves,
    purchase: () => (current = { ...current, quantity: 3, stock: 8, version: 3 }),
  };
}

const quantityField = () =>
  screen.getByLabelText('판매 수량', { selector: 'input' }) as HTMLInputElement;

describe('sale modify', () => {
  it('sends the version it was read at; a stale save says so and reloads on request', async () => {
    const { saves, purchase } = serveSaleEdit();
    const { user, address } = renderRoute('/sale/modify/7');
    await waitFor(() => expect(quantityField().value).toBe('5'));

    // Two units are bought while the form is open; the administrator saves what it shows.
    purchase();
    await saveRefusedAsStale(user, { saves, address, path: '/sale/modify/7' });
    expect(saves.calls[0]!.body).toMatchObject({ version: '2', quantity: '5' });
    await waitFor(() => expect(quantityField().value).toBe('3'));

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(address()).toBe('/sale/detail/7'));
    expect(saves.calls).toHaveLength(2);
    expect(saves.calls[1]!.body).toMatchObject({ version: '3', quantity: '3' });
  });
});
