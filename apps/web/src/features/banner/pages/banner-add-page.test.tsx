import { BANNER_TEXT } from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { Component as BannerAddPage } from './banner-add-page';

function renderAddPage() {
  const sent: FormData[] = [];
  mockFetch((url, init) => {
    if (url === '/api/banner/add' && init.method === 'POST') sent.push(init.body as FormData);
    return jsonResponse({ message: { text: BANNER_TEXT.added, type: 'success' } });
  });
  const router = createMemoryRouter(
    [
      { path: '/banner/add', Component: BannerAddPage },
      { path: '*', element: <p>다른 화면</p> },
    ],
    { initialEntries: ['/banner/add'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, sent, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: '등록' }) as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('banner add', () => {
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('keeps saving disabled until title, link and image are all given', async () => {
    const { user } = renderAddPage();
    expect(saveButton().disabled).toBe(true);
    expect(field('배너 이미지').accept).toBe('image/jpeg,image/png,image/gif,image/webp');

    await user.type(field('배너 제목'), '   ');
    await user.type(field('링크'), '/sale/list');
    await user.upload(field('배너 이미지'), new File(['x'], 'banner.png', { type: 'image/png' }));
    // A title of spaces is no title.
    expect(saveButton().disabled).toBe(true);

    await user.type(field('배너 제목'), '가을 기획전');
    expect(saveButton().disabled).toBe(false);

    await user.clear(field('링크'));
    await user.type(field('링크'), '  ');
    expect(saveButton().disabled).toBe(true);

    await user.type(field('링크'), '/sale/list?c=1');
    expect(saveButton().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: '빼기: banner.png' }));
    expect(saveButton().disabled).toBe(true);
  });

  it('refuses an unsafe link, then sends title, link and image', async () => {
    const { user, sent, router } = renderAddPage();
    await user.type(field('배너 제목'), ' 가을 기획전 ');
    await user.type(field('링크'), 'javascript:alert(1)');
    await user.upload(field('배너 이미지'), new File(['x'], 'banner.png', { type: 'image/png' }));

    await user.click(saveButton());
    expect(screen.getByText(BANNER_TEXT.linkInvalid)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(field('링크'));
    await user.type(field('링크'), '/sale/list?c=1');
    await user.click(saveButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!;
    expect(body.get('title')).toBe('가을 기획전');
    expect(body.get('link')).toBe('/sale/list?c=1');
    expect((body.get('image') as File).name).toBe('banner.png');
    await waitFor(() => expect(router.state.location.pathname).toBe('/banner/list'));
  });
});
