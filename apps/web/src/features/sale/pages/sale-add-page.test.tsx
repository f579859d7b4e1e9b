import {
  CATALOGUE_ERRORS,
  ENDPOINTS,
  SALE_TEXT,
  success,
  type CategoryOption,
  type ProductOption,
} from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSale, handle, renderRoute, signIn, stubObjectUrls } from '@/testing/test-utils';

const { sale, product, category } = ENDPOINTS;

const buildCategories = (): CategoryOption[] => [
  { seq: 1, name: '캠핑', path: null },
  { seq: 2, name: '가구', path: null },
];
const buildCampingProducts = (): ProductOption[] => [
  {
    seq: 3,
    productNo: 'PR2611210000003',
    name: '캠핑 의자',
    brand: '헬리녹스',
    stock: 5,
    price: 120_000,
  },
  {
    seq: 4,
    productNo: 'PR2611210000004',
    name: '캠핑 테이블',
    brand: '스노우피크',
    stock: 2,
    price: 90_000,
  },
];

/** An administrator at the sale form: two categories, two camping products; a save is seq 42. */
function serveSaleForm() {
  stubObjectUrls();
  signIn('admin', { admin: true });
  handle(category.formSelect, buildCategories());
  handle(sale.detail, buildSale({ seq: 42 }));
  return {
    productOptions: handle(product.formSelect, ({ query }) =>
      query.category === '캠핑' ? buildCampingProducts() : [],
    ),
    additions: handle(sale.add, { message: success(SALE_TEXT.added), seq: 42 }),
  };
}

const png = (name: string) => new File(['image'], name, { type: 'image/png' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('sale add form', () => {
  it('loads the products of the chosen category with their stock and price', async () => {
    const { productOptions } = serveSaleForm();
    const { user } = renderRoute('/sale/add');
    const categories = await screen.findByLabelText('카테고리');
    await within(categories).findByRole('option', { name: '캠핑' });
    expect((field('상품') as unknown as HTMLSelectElement).disabled).toBe(true);

    await user.selectOptions(categories, '캠핑');

    const products = field('상품');
    const chair = await within(products).findByRole('option', { name: /캠핑 의자/ });
    expect(chair.textContent).toContain('재고 5개');
    expect(chair.textContent).toContain('120,000원');
    expect(within(products).getByRole('option', { name: /캠핑 테이블/ })).toBeTruthy();
    expect(productOptions.calls.map((call) => call.query)).toEqual([{ category: '캠핑' }]);

    await user.selectOptions(products, 'PR2611210000003');
    expect(screen.getByText('재고 5개')).toBeTruthy();
  });

  it('refuses a quantity over the product stock, then sends the fields and files by name', async () => {
    const { additions } = serveSaleForm();
    const { user, router } = renderRoute(
      `/sale/add?categoryName=${encodeURIComponent('캠핑')}&productNo=PR2611210000003`,
    );
    // Pre-filled from the product detail's '판매 등록'.
    await within(await screen.findByLabelText('상품')).findByRole('option', { name: /캠핑 의자/ });
    expect(field('카테고리').value).toBe('캠핑');
    expect(field('상품').value).toBe('PR2611210000003');

    await user.type(field('제목'), '  튼튼한 캠핑 의자  ');
    await user.type(field('판매 수량'), '6');
    await user.type(field('판매가'), '15000');
    await user.clear(field('배송비'));
    await user.type(field('배송비'), '0');
    await user.type(field('내용'), '접이식입니다.');
    await user.upload(field('썸네일'), [png('front.png'), png('side.png')]);
    await user.upload(field('썸네일'), png('back.png'));
    await user.upload(field('상세 이미지'), png('detail.png'));
    // A chosen file can be dropped before saving.
    await user.click(screen.getByRole('button', { name: '빼기: side.png' }));

    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByText(CATALOGUE_ERRORS.SALE_QUANTITY_OVER_STOCK.text)).toBeTruthy();
    expect(document.activeElement).toBe(field('판매 수량'));
    expect(additions.calls).toHaveLength(0);

    await user.clear(field('판매 수량'));
    await user.type(field('판매 수량'), '5');
    await user.click(screen.getByRole('button', { name: '등록' }));

    await waitFor(() => expect(additions.calls).toHaveLength(1));
    const [{ body, files }] = additions.calls as [(typeof additions.calls)[number]];
    expect(body).toEqual({
      category: '캠핑',
      productNo: 'PR2611210000003',
      title: '튼튼한 캠핑 의자',
      quantity: '5',
      salePrice: '15000',
      deliveryFee: '0',
      content: '접이식입니다.',
    });
    expect(files.thumbnails?.map((file) => file.name)).toEqual(['front.png', 'back.png']);
    expect(files.contentImages?.map((file) => file.name)).toEqual(['detail.png']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sale/detail/42'));
    expect((await screen.findByRole('alert')).textContent).toContain(SALE_TEXT.added);
  });

  it('names every empty required field with the texts of the contract', async () => {
    const { additions } = serveSaleForm();
    const { user } = renderRoute('/sale/add');
    await within(await screen.findByLabelText('카테고리')).findByRole('option', { name: '캠핑' });
    await user.clear(field('배송비'));
    await user.click(screen.getByRole('button', { name: '등록' }));

    const messages = [...document.querySelectorAll('.invalid-feedback')].map(
      (node) => node.textContent,
    );
    expect(messages).toEqual([
      SALE_TEXT.categoryRequired,
      SALE_TEXT.productRequired,
      SALE_TEXT.titleRequired,
      SALE_TEXT.quantityRequired,
      SALE_TEXT.salePriceRequired,
      SALE_TEXT.deliveryFeeRequired,
      SALE_TEXT.contentRequired,
    ]);
    expect(document.activeElement).toBe(field('카테고리'));
    await user.type(field('판매가'), '-10');
    expect(screen.getByText(SALE_TEXT.salePriceNegative)).toBeTruthy();
    expect(additions.calls).toHaveLength(0);
  });
});
