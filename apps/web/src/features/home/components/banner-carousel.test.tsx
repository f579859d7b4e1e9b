import { BANNER_TEXT, type BannerSlide } from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { BannerCarousel } from './banner-carousel';
import { bannerSlidesQueryKey } from '../api/get-banner-slides';

// jsdom lays nothing out, so Swiper cannot run: a stand-in renders the slides and hands over an
// instance whose methods the test watches.
const swiper = vi.hoisted(() => ({
  instance: {
    realIndex: 0,
    slideToLoop: (() => {}) as (index: number) => void,
    slidePrev: () => {},
    slideNext: () => {},
    autoplay: { start: () => true, stop: () => true },
  },
  props: {} as Record<string, unknown>,
}));

vi.mock('swiper/react', () => ({
  Swiper: function FakeSwiper(props: {
    children: ReactNode;
    onSwiper?: (instance: unknown) => void;
  }) {
    swiper.props = props;
    const { onSwiper } = props;
    useEffect(() => onSwiper?.(swiper.instance), [onSwiper]);
    return <div data-testid="swiper">{props.children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));

const banners: BannerSlide[] = [
  { seq: 1, title: '가을 캠핑 기획전', link: '/sale/list?c=1', path: '/uploads/b1.png' },
  { seq: 2, title: '신규 회원 혜택', link: 'https://example.com/event', path: '/uploads/b2.png' },
  { seq: 3, title: '대여 연장 안내', link: '/rental/list', path: '/uploads/b3.png' },
];

function renderCarousel(slides: BannerSlide[]) {
  const fetchMock = mockFetch(() => jsonResponse(slides));
  const router = createMemoryRouter([{ path: '*', element: <BannerCarousel /> }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { container, fetchMock, queryClient, user: userEvent.setup() };
}

describe('banner carousel', () => {
  it('shows nothing when there are no banners', async () => {
    const { queryClient, fetchMock } = renderCarousel([]);
    await waitFor(() =>
      expect(queryClient.getQueryState(bannerSlidesQueryKey)?.status).toBe('success'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/banner/slide');
    expect(screen.queryByTestId('swiper')).toBeNull();
    expect(screen.queryByRole('button', { name: BANNER_TEXT.viewAll })).toBeNull();
  });

  it('loops one banner at a time with autoplay, each image linking to its banner', async () => {
    renderCarousel(banners);
    const first = await screen.findByRole('img', { name: '가을 캠핑 기획전' });

    expect(swiper.props).toMatchObject({
      loop: true,
      slidesPerView: 1,
      autoplay: { delay: 3000, disableOnInteraction: false },
    });
    expect(first.closest('a')?.getAttribute('href')).toBe('/sale/list?c=1');
    expect(
      screen.getByRole('img', { name: '신규 회원 혜택' }).closest('a')?.getAttribute('href'),
    ).toBe('https://example.com/event');
    expect(first.getAttribute('width')).toBeTruthy();
    expect(first.getAttribute('height')).toBeTruthy();
  });

  it('shows the position from 1, following the real index', async () => {
    const { user } = renderCarousel(banners);
    expect(await screen.findByText('1 / 3')).toBeTruthy();

    act(() => {
      const onRealIndexChange = swiper.props.onRealIndexChange as (instance: unknown) => void;
      onRealIndexChange({ ...swiper.instance, realIndex: 2 });
    });
    expect(screen.getByText('3 / 3')).toBeTruthy();

    const next = vi.spyOn(swiper.instance, 'slideNext');
    const stop = vi.spyOn(swiper.instance.autoplay, 'stop');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(screen.getByRole('button', { name: '자동 재생 정지' }));
    expect(next).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '자동 재생 시작' })).toBeTruthy();
  });

  it('jumps to the banner chosen in the view-all window and closes it', async () => {
    const slideToLoop = vi.spyOn(swiper.instance, 'slideToLoop');
    const { user } = renderCarousel(banners);
    await user.click(await screen.findByRole('button', { name: BANNER_TEXT.viewAll }));

    const dialog = await screen.findByRole('dialog', { name: BANNER_TEXT.viewAll });
    const choices = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(choices).toEqual(expect.arrayContaining(banners.map((banner) => banner.title)));

    await user.click(within(dialog).getByRole('button', { name: '대여 연장 안내' }));
    expect(slideToLoop).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: BANNER_TEXT.viewAll }));
    await user.click(await screen.findByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(slideToLoop).toHaveBeenCalledTimes(1);
  });

  it('pauses while the pointer is over the slides or the focus is in them', async () => {
    renderCarousel(banners);
    const link = (await screen.findByRole('img', { name: '가을 캠핑 기획전' })).closest('a')!;
    const start = vi.spyOn(swiper.instance.autoplay, 'start');
    const stop = vi.spyOn(swiper.instance.autoplay, 'stop');

    fireEvent.mouseEnter(screen.getByTestId('swiper').parentElement!);
    expect(stop).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(screen.getByTestId('swiper').parentElement!);
    expect(start).toHaveBeenCalledTimes(1);

    act(() => link.focus());
    expect(stop).toHaveBeenCalledTimes(2);
    // The controls are outside the slides: reaching them lets the banner move on.
    act(() => screen.getByRole('button', { name: '다음' }).focus());
    expect(start).toHaveBeenCalledTimes(2);
    // Still 자동 재생 정지: hovering and focusing pause, they do not switch autoplay off.
    expect(screen.getByRole('button', { name: '자동 재생 정지' })).toBeTruthy();
  });

  it('steps with the left and right arrows while the focus is inside', async () => {
    const { user } = renderCarousel(banners);
    const next = vi.spyOn(swiper.instance, 'slideNext');
    const previous = vi.spyOn(swiper.instance, 'slidePrev');
    await user.click(await screen.findByRole('button', { name: '자동 재생 정지' }));

    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowLeft}');
    expect(next).toHaveBeenCalledTimes(2);
    expect(previous).toHaveBeenCalledTimes(1);
  });

  it('starts stopped for people who ask for reduced motion, and slides without animation', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const start = vi.spyOn(swiper.instance.autoplay, 'start');
    const stop = vi.spyOn(swiper.instance.autoplay, 'stop');
    const { user } = renderCarousel(banners);

    const play = await screen.findByRole('button', { name: '자동 재생 시작' });
    expect(stop).toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
    expect(swiper.props).toMatchObject({ speed: 0 });
    // Asked for, it plays.
    await user.click(play);
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '자동 재생 정지' })).toBeTruthy();
  });
});
