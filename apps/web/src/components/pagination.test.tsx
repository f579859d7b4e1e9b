import type { PageInfo } from '@store/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationProps } from './pagination';

const info = (current: number, left: number, right: number, total: number): PageInfo => ({
  currentPageNumber: current,
  leftPageNumber: left,
  rightPageNumber: right,
  totalPages: total,
});

function renderAt(url: string, props: PaginationProps) {
  const router = createMemoryRouter([{ path: '*', element: <Pagination {...props} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const pager = () => screen.getByRole('navigation', { name: '페이지 이동' });

describe('Pagination', () => {
  it('shows the window left..right with the current page marked, keeping other query values', () => {
    renderAt('/sale/list?q=cup&c=2&p=13', { pageInfo: info(13, 11, 20, 25) });

    const numbers = within(pager())
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(numbers).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(screen.getByText('13').getAttribute('aria-current')).toBe('page');
    expect(hrefOf('14')).toBe('/sale/list?q=cup&c=2&p=14');
  });

  it('jumps to left - 10 and right + 1, first and last', () => {
    renderAt('/sale/list?q=cup&p=13', { pageInfo: info(13, 11, 20, 25) });

    expect(hrefOf('첫 페이지')).toBe('/sale/list?q=cup&p=1');
    expect(hrefOf('이전 10페이지')).toBe('/sale/list?q=cup&p=1');
    expect(hrefOf('다음 10페이지')).toBe('/sale/list?q=cup&p=21');
    expect(hrefOf('마지막 페이지')).toBe('/sale/list?q=cup&p=25');
  });

  it('never sends the previous group below page 1 from a later group', () => {
    renderAt('/member/list?page=25', { pageInfo: info(25, 21, 30, 40), pageParam: 'page' });

    expect(hrefOf('이전 10페이지')).toBe('/member/list?page=11');
    expect(hrefOf('다음 10페이지')).toBe('/member/list?page=31');
  });

  it('disables first and previous on page 1, next and last on the last page', () => {
    renderAt('/product/list?p=1', { pageInfo: info(1, 1, 3, 3) });
    expect(screen.queryByRole('link', { name: '첫 페이지' })).toBeNull();
    expect(screen.queryByRole('link', { name: '이전 10페이지' })).toBeNull();
    expect(screen.queryByRole('link', { name: '다음 10페이지' })).toBeNull();
    expect(hrefOf('마지막 페이지')).toBe('/product/list?p=3');
  });

  it('disables next and last on the last page', () => {
    renderAt('/product/list?p=3', { pageInfo: info(3, 1, 3, 3) });
    expect(screen.queryByRole('link', { name: '다음 10페이지' })).toBeNull();
    expect(screen.queryByRole('link', { name: '마지막 페이지' })).toBeNull();
    expect(hrefOf('첫 페이지')).toBe('/product/list?p=1');
  });

  it('is hidden when there are no pages', () => {
    renderAt('/sale/list', { pageInfo: info(1, 1, 0, 0) });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reports the chosen page to onChange instead of linking', async () => {
    const onChange = vi.fn();
    renderAt('/rental/list', { pageInfo: info(2, 1, 10, 12), onChange });

    await userEvent.click(screen.getByRole('button', { name: '5' }));
    await userEvent.click(screen.getByRole('button', { name: '다음 10페이지' }));

    expect(onChange.mock.calls).toEqual([[5], [11]]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the number of pages is an estimate when the server could not count them all', () => {
    renderAt('/order/admin/list?p=1', {
      pageInfo: { ...info(1, 1, 10, 104_857), estimated: true },
    });
    expect(within(pager()).getByText(/약 104,857페이지/)).toBeTruthy();
    expect(hrefOf('마지막 페이지')).toBe('/order/admin/list?p=104857');
  });

  it('says nothing of estimates under an exactly counted list', () => {
    renderAt('/order/admin/list?p=1', { pageInfo: info(1, 1, 10, 20) });
    expect(within(pager()).queryByText(/약/)).toBeNull();
  });
});
