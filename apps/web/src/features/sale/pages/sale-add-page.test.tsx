import {
  CATALOGUE_ERRORS,
  ENDPOINTS,
  OFFER_TEXT,
  SALE_TEXT,
  success,
  type CategoryOption,
  type ProductOption,
} from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildSale,
  errorReply,
  findToast,
  handle,
  renderRoute,
  signIn,
  stubObjectUrls,
} from '@/testing/test-utils';

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
/** The message shown under a field (its feedback), or undefined when there is none. */
const messageOf = (control: HTMLElement) =>
  document.getElementById(`${control.id}-feedback`)?.textContent ?? undefined;

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
    await user.type(field('월 대여료'), '15000');
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
      // A new listing offers every period at 30 days' rent pro rata, with the default fees.
      rentalPeriods: ['30', '90', '180', '360'],
      rentalPrice90: '',
      rentalPrice180: '',
      rentalPrice360: '',
      purchasePrice: '',
      deposit: '',
      lateFeePerDay: '',
      lateFeeCap: '',
    });
    expect(files.thumbnails?.map((file) => file.name)).toEqual(['front.png', 'back.png']);
    expect(files.contentImages?.map((file) => file.name)).toEqual(['detail.png']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sale/detail/42'));
    await findToast(SALE_TEXT.added);
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
    await user.type(field('월 대여료'), '-10');
    expect(screen.getByText(SALE_TEXT.salePriceNegative)).toBeTruthy();
    expect(additions.calls).toHaveLength(0);
  });

  it('names the 월 대여료 in its own messages', async () => {
    serveSaleForm();
    const { user } = renderRoute('/sale/add');
    await within(await screen.findByLabelText('카테고리')).findByRole('option', { name: '캠핑' });
    await user.click(screen.getByRole('button', { name: '등록' }));

    expect(messageOf(field('월 대여료'))).toBe('월 대여료를 입력해주세요.');
    await user.type(field('월 대여료'), '-10');
    expect(messageOf(field('월 대여료'))).toBe('월 대여료는 0 이상이어야 합니다.');
  });
});

describe('sale add form: the offer', () => {
  /** The form filled but for the offer, from the product detail's '판매 등록'. */
  async function openFilledForm() {
    const rendered = renderRoute(
      `/sale/add?categoryName=${encodeURIComponent('캠핑')}&productNo=PR2611210000003`,
    );
    await within(await screen.findByLabelText('상품')).findByRole('option', { name: /캠핑 의자/ });
    const { user } = rendered;
    await user.type(field('제목'), '캠핑 의자');
    await user.type(field('판매 수량'), '2');
    await user.type(field('월 대여료'), '35000');
    await user.type(field('내용'), '접이식입니다.');
    return rendered;
  }

  it('says what each blank amount stands for, from the monthly rent typed', async () => {
    serveSaleForm();
    const { user } = await openFilledForm();

    const offer = screen.getByRole('group', { name: '대여·구매 조건' });
    expect(
      within(offer).getByText('비워 두면 월 대여료를 일할 계산한 105,000원입니다.'),
    ).toBeTruthy();
    expect(field('90일 대여료').placeholder).toBe('105000');
    expect(within(offer).getByText('비워 두면 하루치 대여료인 1,170원입니다.')).toBeTruthy();
    expect(within(offer).getByText('비워 두면 1일 연체료의 30일분인 35,100원입니다.')).toBeTruthy();

    await user.type(field('1일 연체료'), '2000');
    expect(within(offer).getByText('비워 두면 1일 연체료의 30일분인 60,000원입니다.')).toBeTruthy();
  });

  it('sends the periods ticked and the prices of those with their own', async () => {
    const { additions } = serveSaleForm();
    const { user } = await openFilledForm();

    await user.click(field('180일'));
    await user.click(field('360일'));
    expect(field('180일 대여료').disabled).toBe(true);
    await user.type(field('90일 대여료'), '99000');
    await user.type(field('보증금(1개당)'), '50000');
    await user.click(screen.getByRole('button', { name: '등록' }));

    await waitFor(() => expect(additions.calls).toHaveLength(1));
    expect(additions.calls[0]!.body).toMatchObject({
      rentalPeriods: ['30', '90'],
      rentalPrice90: '99000',
      rentalPrice180: '',
      deposit: '50000',
    });
  });

  it('asks for a purchase price when no period is ticked, and sends the listing as buy-only', async () => {
    const { additions } = serveSaleForm();
    const { user } = await openFilledForm();

    for (const days of ['30일', '90일', '180일', '360일']) await user.click(field(days));
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByText(OFFER_TEXT.nothingOffered)).toBeTruthy();
    expect(document.activeElement).toBe(field('30일'));
    expect(additions.calls).toHaveLength(0);

    await user.type(field('구매가'), '890000');
    expect(screen.queryByText(OFFER_TEXT.nothingOffered)).toBeNull();
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(additions.calls).toHaveLength(1));
    // A lone blank: no period at all (without the field the server would keep the offer).
    expect(additions.calls[0]!.body).toMatchObject({ rentalPeriods: '', purchasePrice: '890000' });
  });

  it("shows the server's refusal of the late fee cap on its field", async () => {
    const { additions } = serveSaleForm();
    handle(
      sale.add,
      errorReply('VALIDATION_FAILED', {
        fieldErrors: { lateFeeCap: OFFER_TEXT.capBelowDailyFee },
      }),
    );
    const { user } = await openFilledForm();

    await user.type(field('연체료 상한'), '50000');
    await user.click(screen.getByRole('button', { name: '등록' }));

    const cap = field('연체료 상한');
    await waitFor(() => expect(cap.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(`${cap.id}-feedback`);
    expect(message?.textContent).toBe(OFFER_TEXT.capBelowDailyFee);
    expect(document.activeElement).toBe(cap);
    expect(additions.calls).toHaveLength(0);
  });
});
