import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { renderPngNow } from '../../../server/src/seed/png';
import { expect } from './fixtures';

/** The listing screens' texts (packages/contract/src/sale/sale.schemas.ts). */
export const SALE_EMPTY = '등록된 판매상품이 존재하지 않습니다';
export const ALL_LOADED = '모든 상품을 불러왔습니다.';
export const PLACEHOLDER_IMAGE = '/images/no-image.svg';

let counter = 0;

/** A suffix unique to this run and call (the server keeps its data for the whole run). */
export function stamp(): string {
  counter += 1;
  return `${Date.now()}${counter}`;
}

/** 12000 -> "12,000원", as the screens write money. */
export const won = (value: number) => `${new Intl.NumberFormat('ko-KR').format(value)}원`;

// --- Images: small real PNG files, each of its own colour (the seed's renderer). ---

/** A solid-colour PNG. */
export const solidPng = (width: number, height: number, [r, g, b]: [number, number, number]) =>
  renderPngNow(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="rgb(${r},${g},${b})"/></svg>`,
  );

/** A file for `setInputFiles`: a PNG of the given colour. */
export const pngFile = (
  name: string,
  color: [number, number, number],
  width = 48,
  height = 48,
) => ({ name, mimeType: 'image/png', buffer: solidPng(width, height, color) });

/** The image finished loading from the server (not the placeholder, not broken). */
export async function expectLoadedUpload(image: Locator) {
  await expect(image).toHaveAttribute('src', /^\/uploads\//);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

// --- The public API, to know what the screens should show. ---

export interface ListingItem {
  seq: number;
  title: string;
  salePrice: number | null;
  deliveryFee: number;
  quantity: number;
  category: string;
  categorySeq: number;
  thumbnailPath: string | null;
  /** The price to buy it outright, when it can be bought. */
  purchasePrice: number | null;
  /** Whether any rental period is offered. */
  rentable: boolean;
}

interface ListingPage {
  saleList: ListingItem[];
  pageInfo: { currentPageNumber: number; totalPages: number };
}

/** Every public listing matching `query` (GET /api/sale/list, 60 to a page), newest first. */
export async function apiListings(
  request: APIRequestContext,
  query: { q?: string; c?: number } = {},
): Promise<ListingItem[]> {
  const all: ListingItem[] = [];
  for (let p = 1; ; p += 1) {
    const response = await request.get('/api/sale/list', {
      params: { ...query, s: 60, p },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    const page = (await response.json()) as ListingPage;
    all.push(...page.saleList);
    if (p >= page.pageInfo.totalPages) return all;
  }
}

export interface ListingDetail extends ListingItem {
  stock: number;
  content: string;
  productNo: string;
  thumbnails: { name: string; path: string }[];
  contentImages: { name: string; path: string }[];
  /** The offer with every amount resolved, per unit. */
  offer: ListingOffer;
}

export interface ListingOffer {
  rentalPrices: { days: number; price: number }[];
  purchasePrice: number | null;
  deposit: number;
  lateFeePerDay: number;
  lateFeeCap: number;
}

/** What the member pays for `count` units: rent for `days` (or the purchase) + delivery + deposit. */
export function expectedTotal(
  sale: { deliveryFee: number; offer: ListingOffer },
  choice: { count: number; days?: number },
): number {
  if (choice.days === undefined) {
    return sale.offer.purchasePrice! * choice.count + sale.deliveryFee;
  }
  const rent = sale.offer.rentalPrices.find((period) => period.days === choice.days);
  if (!rent) throw new Error(`the listing does not offer ${choice.days} days`);
  return (rent.price + sale.offer.deposit) * choice.count + sale.deliveryFee;
}

export async function apiListing(request: APIRequestContext, seq: number) {
  const response = await request.get(`/api/sale/detail/${seq}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ListingDetail;
}

export async function apiBannerSlides(request: APIRequestContext) {
  const response = await request.get('/api/banner/slide');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { seq: number; title: string; link: string; path: string }[];
}

export async function apiCategories(request: APIRequestContext) {
  const response = await request.get('/api/category/formSelect');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { seq: number; name: string; path: string | null }[];
}

// --- Screen parts. ---

/** The home banner carousel and its controls. */
export function bannerCarousel(page: Page) {
  const region = page.getByRole('region', { name: '배너' });
  return {
    region,
    /** The "n / total" indicator. */
    position: (current: number | string, total: number) =>
      region.getByText(
        typeof current === 'number' ? `${current} / ${total}` : new RegExp(`^\\d+ / ${total}$`),
        { exact: true },
      ),
    /** The image of the slide in view (the carousel marks it). */
    activeImage: region.locator('[data-in-view] img'),
    next: region.getByRole('button', { name: '다음', exact: true }),
    previous: region.getByRole('button', { name: '이전', exact: true }),
    pause: region.getByRole('button', { name: '자동 재생 정지' }),
    viewAll: region.getByRole('button', { name: '전체 보기' }),
    dialog: page.getByRole('dialog', { name: '전체 보기' }),
    /** Waits until the slide in view has arrived (its left edge on the frame's). */
    settled: () =>
      expect
        .poll(() =>
          region.locator('.app-carousel-track').evaluate((frame) => {
            const active = frame.querySelector('[data-in-view]');
            if (!active) return Number.POSITIVE_INFINITY;
            const offset = active.getBoundingClientRect().left - frame.getBoundingClientRect().left;
            return Math.round(Math.abs(offset));
          }),
        )
        .toBe(0),
  };
}

/** The card titles of the sale list (each an h2 inside its card). */
export const listingTitles = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 });

/** A form group (label, control, previews) of an image field, by its label. */
export const imageField = (scope: Locator, label: string) =>
  scope.locator(`div.mb-3:has(> label:text-is("${label}"))`);

/** A table row of an administration list holding `text`. */
export const row = (page: Page, text: string) =>
  page.getByRole('main').locator('tbody tr').filter({ hasText: text });
