import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './search-box';

function renderSearchBox(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <SearchBox /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  const address = () => router.state.location.pathname + router.state.location.search;
  return { address, box: screen.getByRole('searchbox', { name: '상품 검색' }) };
}

describe('SearchBox', () => {
  it('does not search for blank or space-only text', async () => {
    const user = userEvent.setup();
    const { address, box } = renderSearchBox('/contact/list');

    await user.click(screen.getByRole('button', { name: '검색' }));
    await user.type(box, '   {Enter}');

    expect(address()).toBe('/contact/list');
  });

  it('goes to the product list with the trimmed text as q', async () => {
    const user = userEvent.setup();
    const { address, box } = renderSearchBox('/');

    await user.type(box, '  캠핑 의자 {Enter}');

    expect(decodeURIComponent(address())).toBe('/sale/list?q=캠핑+의자');
    expect(new URLSearchParams(address().split('?')[1]).get('q')).toBe('캠핑 의자');
  });

  it('is pre-filled from q of the address, and follows it when q changes', async () => {
    const user = userEvent.setup();
    const { address, box } = renderSearchBox('/sale/list?q=%ED%85%90%ED%8A%B8&p=2');
    expect((box as HTMLInputElement).value).toBe('텐트');

    await user.clear(box);
    await user.type(box, '랜턴{Enter}');

    expect(new URLSearchParams(address().split('?')[1]).get('q')).toBe('랜턴');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('랜턴');
  });
});
