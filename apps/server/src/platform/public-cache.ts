import { ENDPOINTS, type AnyEndpoint } from '@store/contract';

/**
 * What the public catalogue's cached query results show, as tags: a write drops the results
 * tagged with what it changed, and no others (architecture.md, "Rules: integrity").
 */
export const CATALOGUE_TAGS = {
  /** Every page and count of the sale list (titles, prices, quantities, category names). */
  saleLists: 'sale-lists',
  /** The pages and counts of searches, which also find listings by their product's name and brand. */
  saleSearches: 'sale-searches',
  /** Every listing's detail (its product's stock and name, its category's name). */
  saleDetails: 'sale-details',
  banners: 'banners',
  categories: 'categories',
  /** The shop's business details (every page's footer, and the documents that name them). */
  shopInfo: 'shop-info',
  /** The legal documents and their versions. */
  legalDocuments: 'legal-documents',
} as const;

/** One listing's detail. */
export const saleTag = (seq: number) => `sale:${seq}`;
/** The details of a product's listings, which show its stock. */
export const productTag = (productNo: string) => `product:${productNo}`;

type Endpoint = Pick<AnyEndpoint, 'method' | 'path'>;
const keyOf = ({ method, path }: Endpoint) => `${method} ${path}`;

/** The part of a request that names what a write changed: its validated path parameters. */
export interface WriteRequest {
  params: unknown;
}

/** A write that changes what the public catalogue shows: the tags it drops when it succeeds. */
export interface CatalogueChange {
  tags: (request: WriteRequest) => readonly string[];
}

const { saleLists, saleSearches, saleDetails, banners, categories, shopInfo, legalDocuments } =
  CATALOGUE_TAGS;
const always =
  (...tags: string[]): CatalogueChange['tags'] =>
  () =>
    tags;
const listingOf = (request: WriteRequest) => [
  saleLists,
  saleTag((request.params as { seq: number }).seq),
];
/**
 * The writes that change the public catalogue; every other write leaves its cache alone. A
 * member's cancel or return request, receipt, rental return request or its cancel, and inquiries
 * change no units, so they are not here; nor is a new product, which no listing offers yet. Units
 * that purchases, holds, cancels and returns take or give back are not here either: which
 * listing they moved and whether it sold out is known only to the database, and the code that
 * moves them notes what to drop (modules/sale/sale-units.service.ts, db/transaction.ts).
 */
const CATALOGUE_WRITES: readonly (readonly [Endpoint, CatalogueChange])[] = [
  // A product's name and brand show on its listings' details and find them in searches.
  [ENDPOINTS.product.modify, { tags: always(saleDetails, saleSearches) }],
  [ENDPOINTS.product.delete, { tags: always(saleDetails) }],
  [ENDPOINTS.product.adjustStock, { tags: always(saleDetails) }],
  [ENDPOINTS.sale.add, { tags: always(saleLists) }],
  [ENDPOINTS.sale.modify, { tags: listingOf }],
  [ENDPOINTS.sale.delete, { tags: listingOf }],
  // A category's name shows on its listings; hiding or deleting it hides them.
  [ENDPOINTS.category.add, { tags: always(categories) }],
  [ENDPOINTS.category.modify, { tags: always(categories, saleLists, saleDetails) }],
  [ENDPOINTS.category.delete, { tags: always(categories, saleLists, saleDetails) }],
  ...Object.values(ENDPOINTS.banner)
    .filter(({ method }) => method !== 'GET')
    .map((endpoint) => [endpoint, { tags: always(banners) }] as const),
  // The legal storefront (DESIGN §17): the footer's details, and the documents that name them.
  [ENDPOINTS.storefront.saveInfo, { tags: always(shopInfo) }],
  [ENDPOINTS.storefront.publish, { tags: always(legalDocuments) }],
];
const catalogueChanges = new Map(
  CATALOGUE_WRITES.map(([endpoint, change]) => [keyOf(endpoint), change]),
);

/**
 * How a successful request to a route (its method and path pattern, as
 * `request.routeOptions.url`) changed the public catalogue; null if it cannot have.
 */
export function catalogueChangeOf(
  method: string,
  route: string | undefined,
): CatalogueChange | null {
  return route === undefined ? null : (catalogueChanges.get(`${method} ${route}`) ?? null);
}

/** The public catalogue reads: the same for every visitor, so kept here and in browsers alike. */
const PUBLIC_CATALOGUE_READS = new Set(
  [
    ENDPOINTS.sale.list,
    ENDPOINTS.sale.detail,
    ENDPOINTS.banner.slide,
    ENDPOINTS.category.formSelect,
    ENDPOINTS.storefront.info,
    ENDPOINTS.storefront.document,
    ENDPOINTS.storefront.versions,
  ].map(keyOf),
);

/**
 * Whether a read is one of the public catalogue's, asked by a visitor. A signed-in caller's reply
 * may be shaped by who asks (an administrator sees hidden listings), so it is not.
 */
export function isPublicCatalogueRead(
  method: string,
  route: string | undefined,
  signedIn: boolean,
): boolean {
  if (signedIn || route === undefined) return false;
  return PUBLIC_CATALOGUE_READS.has(`${method === 'HEAD' ? 'GET' : method} ${route}`);
}
