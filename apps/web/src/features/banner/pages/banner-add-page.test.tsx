import { BANNER_TEXT, ENDPOINTS, success } from '@store/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPage, handle, renderRoute, signIn, stubObjectUrls } from '@/testing/test-utils';

const { banner } = ENDPOINTS;

/** An administrator at the banner form; the list it returns to is empty. */
function serveBannerForm() {
  stubObjectUrls();
  signIn('admin', { admin: true });
  handle(banner.list, buildPage('bannerList', []));
  return handle(banner.add, { message: success(BANNER_TEXT.added) });
}

const saveButton = () => screen.getByRole('button', { name: '등록' }) as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('banner add', () => {
  it('keeps saving disabled until title, link and image are all given', async () => {
    serveBannerForm();
    const { user } = renderRoute('/banner/add');
    await screen.findByLabelText('배너 제목');
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
    const additions = serveBannerForm();
    const { user, router } = renderRoute('/banner/add');
    await user.type(await screen.findByLabelText('배너 제목'), ' 가을 기획전 ');
    await user.type(field('링크'), 'javascript:alert(1)');
    await user.upload(field('배너 이미지'), new File(['x'], 'banner.png', { type: 'image/png' }));

    await user.click(saveButton());
    expect(screen.getByText(BANNER_TEXT.linkInvalid)).toBeTruthy();
    expect(additions.calls).toHaveLength(0);

    await user.clear(field('링크'));
    await user.type(field('링크'), '/sale/list?c=1');
    await user.click(saveButton());

    await waitFor(() => expect(additions.calls).toHaveLength(1));
    const [{ body, files }] = additions.calls as [(typeof additions.calls)[number]];
    expect(body).toEqual({ title: '가을 기획전', link: '/sale/list?c=1' });
    expect(files.image?.map((file) => file.name)).toEqual(['banner.png']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/banner/list'));
  });
});
