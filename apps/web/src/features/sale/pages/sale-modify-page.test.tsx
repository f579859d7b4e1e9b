import { ENDPOINTS, SALE_TEXT, success, type StoredOffer } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildSale,
  handle,
  handleVersionedSave,
  saveAgainAfterReload,
  saveRefusedAsStale,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { sale, product, category } = ENDPOINTS;

/**
 * An administrator editing listing 7 (version 2, five for sale). `purchase()` is two units
 * bought meanwhile: three left, version 3. A save at another version is refused, as the server
 * does.
 */
function serveSaleEdit(offerSettings?: StoredOffer) {
  signIn('admin', { admin: true });
  let current = buildSale({ productName: '캠핑 의자', stock: 10, version: 2, offerSettings });
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
  const saves = handleVersionedSave(sale.modify, () => current, {
    message: success(SALE_TEXT.modified),
  });
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

    const saved = await saveAgainAfterReload(user, { saves, address, to: '/sale/detail/7' });
    expect(saved).toMatchObject({ version: '3', quantity: '3' });
  });
});

describe('sale modify: the 월 대여료', () => {
  it('asks for the 월 대여료 by its name when it is emptied', async () => {
    const { saves } = serveSaleEdit();
    const { user } = renderRoute('/sale/modify/7');
    await waitFor(() => expect(quantityField().value).toBe('5'));

    const rent = screen.getByLabelText('월 대여료', { selector: 'input' });
    await user.clear(rent);
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(document.getElementById(`${rent.id}-feedback`)?.textContent).toBe(
      '월 대여료를 입력해주세요.',
    );
    expect(saves.calls).toHaveLength(0);
  });
});

describe('sale modify: the offer', () => {
  it('starts from the offer as set and sends it back as the fields hold it', async () => {
    const { saves } = serveSaleEdit({
      rentalPeriods: [30, 90],
      rentalPrices: { '90': 27_000 },
      purchasePrice: 890_000,
      deposit: 50_000,
      lateFeePerDay: null,
      lateFeeCap: 20_000,
    });
    const { user } = renderRoute('/sale/modify/7');
    await waitFor(() => expect(quantityField().value).toBe('5'));

    const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;
    expect([checked('30일'), checked('90일'), checked('180일'), checked('360일')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const amount = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(amount('90일 대여료')).toBe('27000');
    expect(amount('180일 대여료')).toBe('');
    expect(amount('구매가')).toBe('890000');
    expect(amount('보증금(1개당)')).toBe('50000');
    expect(amount('1일 연체료')).toBe('');
    expect(amount('연체료 상한')).toBe('20000');

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(saves.calls).toHaveLength(1));
    expect(saves.calls[0]!.body).toMatchObject({
      rentalPeriods: ['30', '90'],
      rentalPrice90: '27000',
      purchasePrice: '890000',
      deposit: '50000',
      lateFeePerDay: '',
      lateFeeCap: '20000',
    });
  });
});
