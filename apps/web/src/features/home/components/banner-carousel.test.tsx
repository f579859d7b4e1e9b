import { BANNER_TEXT, ENDPOINTS, type BannerSlide } from '@store/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handle, renderWithProviders } from '@/testing/test-utils';
import { BannerCarousel } from './banner-carousel';
import { bannerSlidesQueryKey } from '../api/get-banner-slides';

// jsdom lays nothing out: every box is 1000 px wide here, so the strip shows one banner and
// steps 1000 px; scrolling moves it at once and says so, as a browser would.
const WIDTH = 1000;
const scrollTo = vi.fn(function (this: HTMLElement, options: ScrollToOptions) {
  this.scrollLeft = options.left ?? 0;
  this.dispatchEvent(new Event('scroll'));
});

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(WIDTH);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  scrollTo.mockClear();
  Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo'];
});

const buildBanners = (): BannerSlide[] => [
  { seq: 1, title: '가을 캠핑 기획전', link: '/sale/list?c=1', path: '/uploads/b1.png' },
  { seq: 2, title: '신규 회원 혜택', link: 'https://example.com/event', path: '/uploads/b2.png' },
  { seq: 3, title: '대여 연장 안내', link: '/rental/list', path: '/uploads/b3.png' },
];

function renderCarousel(slides: BannerSlide[] = buildBanners()) {
  const slideCalls = handle(ENDPOINTS.banner.slide, slides);
  return { slideCalls, ...renderWithProviders(<BannerCarousel />) };
}

const strip = () => screen.getByRole('region', { name: '배너' }).querySelector('[aria-live]')!;
const scrolledTo = () => scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).left);

describe('banner carousel', () => {
  it('shows nothing when there are no banners', async () => {
    const { queryClient, slideCalls } = renderCarousel([]);
    await waitFor(() =>
      expect(queryClient.getQueryState(bannerSlidesQueryKey)?.status).toBe('success'),
    );
    expect(slideCalls.calls).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '배너' })).toBeNull();
    expect(screen.queryByRole('button', { name: BANNER_TEXT.viewAll })).toBeNull();
  });

  it('shows every banner as a numbered slide, each image linking to its banner', async () => {
    renderCarousel();
    const first = await screen.findByRole('img', { name: '가을 캠핑 기획전' });

    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ]);
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('슬라이드');
    expect(first.closest('a')?.getAttribute('href')).toBe('/sale/list?c=1');
    expect(
      screen.getByRole('img', { name: '신규 회원 혜택' }).closest('a')?.getAttribute('href'),
    ).toBe('https://example.com/event');
    expect(first.getAttribute('width')).toBeTruthy();
    expect(first.getAttribute('height')).toBeTruthy();
  });

  it("sets each banner's title over its picture, which the link says once", async () => {
    renderCarousel();
    const link = await screen.findByRole('link', { name: '가을 캠핑 기획전' });

    // Written on the picture for the eye; the picture's alt names it for screen readers.
    const caption = within(link).getByText('가을 캠핑 기획전');
    expect(caption.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(link).getByRole('img').getAttribute('alt')).toBe('가을 캠핑 기획전');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.textContent)).toEqual([
      '가을 캠핑 기획전',
      '신규 회원 혜택',
      '대여 연장 안내',
    ]);
  });

  it('does not make a stored link to another host or a script clickable', async () => {
    const unsafe = [
      '/\\evil.example',
      '//evil.example',
      'http://example.com',
      'javascript:alert(1)',
    ];
    renderCarousel(
      unsafe.map((link, index) => ({
        seq: index + 1,
        title: `위험한 배너 ${index + 1}`,
        link,
        path: `/uploads/u${index}.png`,
      })),
    );
    await screen.findByRole('img', { name: '위험한 배너 1' });
    for (const [index] of unsafe.entries()) {
      expect(screen.getByRole('img', { name: `위험한 배너 ${index + 1}` }).closest('a')).toBeNull();
    }
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('steps one banner at a time with the buttons, wrapping around at either end', async () => {
    const { user } = renderCarousel();
    expect(await screen.findByText('1 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '자동 재생 정지' }));
    expect(screen.getByRole('button', { name: '자동 재생 시작' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '이전' }));
    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(scrolledTo()).toEqual([WIDTH, 0, 2 * WIDTH, 0]);
    expect(scrollTo.mock.calls[0]?.[0]).toMatchObject({ behavior: 'smooth' });
  });

  it('follows a swipe: the banner at the left edge once the strip is still', async () => {
    const { user } = renderCarousel();
    await user.click(await screen.findByRole('button', { name: '자동 재생 정지' }));
    const track = strip() as HTMLElement;
    act(() => {
      track.scrollLeft = 2 * WIDTH;
      track.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.getByText('3 / 3')).toBeTruthy());
    // The still strip says which banner came in.
    expect(track.getAttribute('aria-live')).toBe('polite');
  });

  it('moves on by itself every 3 seconds, but not while the pointer or the focus is on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderCarousel();
      const link = (await screen.findByRole('img', { name: '가을 캠핑 기획전' })).closest('a')!;
      const track = strip() as HTMLElement;
      expect(track.getAttribute('aria-live')).toBe('off');

      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.getByText('2 / 3')).toBeTruthy();

      fireEvent.mouseEnter(track);
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(screen.getByText('2 / 3')).toBeTruthy();
      fireEvent.mouseLeave(track);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.getByText('3 / 3')).toBeTruthy();

      act(() => link.focus());
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(screen.getByText('3 / 3')).toBeTruthy();
      // The controls are outside the slides: reaching them lets the banner move on.
      act(() => screen.getByRole('button', { name: '다음' }).focus());
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.getByText('1 / 3')).toBeTruthy();
      // Still 자동 재생 정지: hovering and focusing pause, they do not switch autoplay off.
      expect(screen.getByRole('button', { name: '자동 재생 정지' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('jumps to the banner chosen in the view-all window and closes it', async () => {
    const { user } = renderCarousel();
    await user.click(await screen.findByRole('button', { name: '자동 재생 정지' }));
    await user.click(screen.getByRole('button', { name: BANNER_TEXT.viewAll }));

    const dialog = await screen.findByRole('dialog', { name: BANNER_TEXT.viewAll });
    const choices = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(choices).toEqual(expect.arrayContaining(buildBanners().map((banner) => banner.title)));

    await user.click(within(dialog).getByRole('button', { name: '대여 연장 안내' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(scrolledTo()).toEqual([2 * WIDTH]);

    await user.click(screen.getByRole('button', { name: BANNER_TEXT.viewAll }));
    const reopened = await screen.findByRole('dialog', { name: BANNER_TEXT.viewAll });
    expect(
      within(reopened).getByRole('button', { name: '대여 연장 안내' }).getAttribute('aria-current'),
    ).toBe('true');
    await user.click(within(reopened).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(scrolledTo()).toEqual([2 * WIDTH]);
  });

  it('steps with the left and right arrows while the focus is inside', async () => {
    const { user } = renderCarousel();
    await user.click(await screen.findByRole('button', { name: '자동 재생 정지' }));

    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('starts stopped for people who ask for reduced motion, and slides without animation', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { user } = renderCarousel();

    const play = await screen.findByRole('button', { name: '자동 재생 시작' });
    expect(strip().getAttribute('aria-live')).toBe('polite');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(scrollTo.mock.calls[0]?.[0]).toMatchObject({ left: WIDTH, behavior: 'auto' });
    // Asked for, it plays.
    await user.click(play);
    expect(screen.getByRole('button', { name: '자동 재생 정지' })).toBeTruthy();
    expect(strip().getAttribute('aria-live')).toBe('off');
  });
});
