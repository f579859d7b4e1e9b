import {
  CATALOGUE_ERRORS,
  SALE_TEXT,
  type CategoryOption,
  type ProductOption,
} from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { Component as SaleAddPage } from './sale-add-page';

const categories: CategoryOption[] = [
  { seq: 1, name: '캠핑', path: null },
  { seq: 2, name: '가구', path: null },
];
const campingProducts: ProductOption[] = [
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

interface Sent {
  url: string;
  method: string;
  body: FormData;
}

function renderAddPage(url = '/sale/add') {
  const sent: Sent[] = [];
  const fetchMock = mockFetch((requestUrl, init) => {
    const { pathname, searchParams } = new URL(requestUrl, 'http://localhost');
    if (pathname === '/api/category/formSelect') return jsonResponse(categories);
    if (pathname === '/api/product/formSelect') {
      return jsonResponse(searchParams.get('category') === '캠핑' ? campingProducts : []);
    }
    if (pathname === '/api/sale/add') {
      sent.push({ url: requestUrl, method: init.method ?? 'GET', body: init.body as FormData });
      return jsonResponse({ message: { text: SALE_TEXT.added, type: 'success' }, seq: 42 });
    }
    return jsonResponse({}, 404);
  });
  const router = createMemoryRouter(
    [
      { path: '/sale/add', Component: SaleAddPage },
      { path: '*', element: <p>다른 화면</p> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, sent, fetchMock, user: userEvent.setup() };
}

const png = (name: string) => new File(['image'], name, { type: 'image/png' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('sale add form', () => {
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('loads the products of the chosen category with their stock and price', async () => {
    const { user, fetchMock } = renderAddPage();
    const category = field('카테고리');
    await within(category).findByRole('option', { name: '캠핑' });
    expect((field('상품') as unknown as HTMLSelectElement).disabled).toBe(true);

    await user.selectOptions(category, '캠핑');

    const product = field('상품');
    const chair = await within(product).findByRole('option', { name: /캠핑 의자/ });
    expect(chair.textContent).toContain('재고 5개');
    expect(chair.textContent).toContain('120,000원');
    expect(within(product).getByRole('option', { name: /캠핑 테이블/ })).toBeTruthy();
    const productCalls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/product/formSelect'));
    expect(productCalls).toEqual([
      `/api/product/formSelect?category=${encodeURIComponent('캠핑')}`,
    ]);

    await user.selectOptions(product, 'PR2611210000003');
    expect(screen.getByText('재고 5개')).toBeTruthy();
  });

  it('refuses a quantity over the product stock, then sends the fields and files by name', async () => {
    const { user, sent, router } = renderAddPage(
      `/sale/add?categoryName=${encodeURIComponent('캠핑')}&productNo=PR2611210000003`,
    );
    // Pre-filled from the product detail's '판매 등록'.
    await within(field('상품')).findByRole('option', { name: /캠핑 의자/ });
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
    expect(sent).toHaveLength(0);

    await user.clear(field('판매 수량'));
    await user.type(field('판매 수량'), '5');
    await user.click(screen.getByRole('button', { name: '등록' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent;
    expect(request?.method).toBe('POST');
    const body = request!.body;
    expect(body).toBeInstanceOf(FormData);
    expect(
      Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string')),
    ).toEqual({
      category: '캠핑',
      productNo: 'PR2611210000003',
      title: '튼튼한 캠핑 의자',
      quantity: '5',
      salePrice: '15000',
      deliveryFee: '0',
      content: '접이식입니다.',
    });
    expect(body.getAll('thumbnails').map((file) => (file as File).name)).toEqual([
      'front.png',
      'back.png',
    ]);
    expect(body.getAll('contentImages').map((file) => (file as File).name)).toEqual(['detail.png']);
    expect(body.getAll('deleteThumbnails')).toEqual([]);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sale/detail/42'));
    expect((await screen.findByRole('alert')).textContent).toContain(SALE_TEXT.added);
  });

  it('names every empty required field with the texts of the contract', async () => {
    const { user, sent } = renderAddPage();
    await within(field('카테고리')).findByRole('option', { name: '캠핑' });
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
    expect(sent).toHaveLength(0);
  });
});
