import { ENDPOINTS, SALE_TEXT } from '@store/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSale, errorReply, handle, renderRoute } from '@/testing/test-utils';

const { sale } = ENDPOINTS;

/** A visitor at listing 7: five for sale, three in stock, 10,000원 plus 3,000원 delivery. */
function openListing(reply: Parameters<typeof handle<typeof sale.detail>>[1] = buildSale()) {
  handle(sale.detail, reply);
  return renderRoute('/sale/detail/7');
}

const buildChair = () =>
  buildSale({ productName: '캠핑 의자', content: '가볍고 튼튼합니다.\n<b>굵게</b>' });

const quantityInput = () => screen.getByLabelText('수량') as HTMLInputElement;
const orderHref = () => screen.getByRole('link', { name: '주문하기' }).getAttribute('href');
const totalText = () => screen.getByText('총 상품금액').nextElementSibling?.textContent;

describe('sale detail', () => {
  it('keeps the quantity a whole number from 1 to what is left, and the total follows', async () => {
    openListing(buildChair());
    await screen.findByRole('heading', { name: '캠핑 의자', level: 1 });

    // Listing quantity 5, product stock 3: three units are left.
    expect(screen.getByText('남은 수량 3개')).toBeTruthy();
    expect(quantityInput().value).toBe('1');
    expect(totalText()).toBe('13,000원');

    fireEvent.change(quantityInput(), { target: { value: '2' } });
    expect(quantityInput().value).toBe('2');
    expect(totalText()).toBe('23,000원');

    fireEvent.change(quantityInput(), { target: { value: '2.5' } });
    expect(quantityInput().value).toBe('1');
    expect(totalText()).toBe('13,000원');

    fireEvent.change(quantityInput(), { target: { value: '0' } });
    expect(quantityInput().value).toBe('1');

    fireEvent.change(quantityInput(), { target: { value: '-4' } });
    expect(quantityInput().value).toBe('1');

    fireEvent.change(quantityInput(), { target: { value: '10' } });
    expect(quantityInput().value).toBe('3');
    expect(totalText()).toBe('33,000원');

    // An emptied field counts as 1 and shows 1 once it is left.
    fireEvent.change(quantityInput(), { target: { value: '' } });
    expect(totalText()).toBe('13,000원');
    fireEvent.blur(quantityInput());
    expect(quantityInput().value).toBe('1');
  });

  it('orders the chosen quantity for the chosen period, 30 days unless changed', async () => {
    const { user } = openListing(buildChair());
    await screen.findByRole('heading', { name: '캠핑 의자', level: 1 });

    const period = screen.getByLabelText('대여 기간') as HTMLSelectElement;
    expect(period.value).toBe('30');
    expect([...period.options].map((option) => option.value)).toEqual(['30', '90', '180', '360']);
    expect(orderHref()).toBe('/buy/7?orderCount=1&period=30');

    fireEvent.change(quantityInput(), { target: { value: '2' } });
    await user.selectOptions(period, '180');
    expect(orderHref()).toBe('/buy/7?orderCount=2&period=180');
  });

  it('shows the content as text, never as HTML', async () => {
    openListing(buildChair());
    await screen.findByRole('heading', { name: '캠핑 의자', level: 1 });
    expect(screen.getByText(/<b>굵게<\/b>/)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });

  it('marks a listing with nothing left as sold out and does not let it be ordered', async () => {
    openListing(buildSale({ quantity: 4, stock: 0 }));
    await screen.findByRole('heading', { name: '캠핑 의자', level: 1 });

    expect(screen.getByText(SALE_TEXT.soldOut)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '주문하기' })).toBeNull();
    const order = screen.getByRole('button', { name: '주문하기' }) as HTMLButtonElement;
    expect(order.disabled).toBe(true);
    expect(quantityInput().disabled).toBe(true);
  });

  it('warns that a missing listing does not exist', async () => {
    openListing(errorReply('SALE_NOT_FOUND', { text: SALE_TEXT.notFound }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(SALE_TEXT.notFound);
    expect(toast.classList.contains('bg-warning')).toBe(true);
    expect(screen.getByRole('link', { name: '목록' }).getAttribute('href')).toBe('/sale/list');
    expect(screen.queryByRole('button', { name: '주문하기' })).toBeNull();
  });
});
