import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { imageVariantSrcSet } from '@store/contract';
import { AppError } from '../platform/app-error';
import { sendError } from './errors';

const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Hashed file names change with their content, so the browser may keep them for a year. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The page itself is checked on every visit, so a release reaches everyone at once. */
export const PAGE_CACHE = 'no-cache';
/** Files of public/ (favicon, placeholder image) keep their names across releases. */
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';

/** The build writes `.br` and `.gz` copies beside every text file (apps/web/vite.config.ts). */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function setCacheHeaders(
  res: { setHeader(name: string, value: string): unknown },
  filePath: string,
) {
  const original = filePath.replace(COMPRESSED_SUFFIX, '');
  const hashed = original.includes(`${path.sep}assets${path.sep}`);
  res.setHeader(
    'cache-control',
    hashed ? HASHED_ASSET_CACHE : original.endsWith('.html') ? PAGE_CACHE : PUBLIC_FILE_CACHE,
  );
  // Caches between must keep the Brotli, gzip and plain copies apart.
  if (COMPRESSIBLE.test(original)) res.setHeader('vary', 'accept-encoding');
}

interface PageCopies {
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

function readPage(indexFile: string): PageCopies {
  const read = (file: string) => (existsSync(file) ? readFileSync(file) : null);
  return {
    plain: readFileSync(indexFile),
    br: read(`${indexFile}.br`),
    gzip: read(`${indexFile}.gz`),
  };
}

/** Written by the web build (apps/web/vite/route-preloads.ts): route pattern -> what to name. */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;
const API_PATH = /^\/api\/[\w/-]+(\?[\w=&.-]*)?$/;

interface RoutePreloads {
  files: string[];
  data: string[];
  /** How wide the first screen shows its largest pictures (`sizes`), when it has them. */
  imageSizes?: string;
}

/**
 * The uploads the first screen of a route shows largest (the first category's picture, the sale
 * list's first row), as the store holds them now: read from the catalogue cache per page sent.
 */
export type FirstImages = (
  params: Record<string, string>,
) => Promise<(string | null | undefined)[]>;

interface RoutePage {
  route: string;
  pattern: RegExp;
  /** The page for the bare address: its first calls are named too. */
  page: PageCopies;
  /** The page for the address with a query: the first calls differ, so only the files. */
  pageWithQuery: PageCopies;
  /** The bare page's head links, to which its first pictures are added. */
  links: string[];
  imageSizes: string | null;
}

/** `/sale/detail/:seq` -> a pattern of the address's path, each parameter a named group. */
const routePattern = (route: string) =>
  new RegExp(
    `^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`,
  );

/**
 * The page with `links` in its head, compressed: at Brotli's best for the pages made once at
 * start, at a fast level (a fifth of a millisecond, a few bytes more) for those made per picture.
 */
function pageCopies(plain: Buffer, links: string[], brotliQuality = 11): PageCopies {
  const html = Buffer.from(plain.toString('utf8').replace('</head>', `${links.join('')}</head>`));
  return {
    plain: html,
    br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzip: gzipSync(html, { level: brotliQuality === 11 ? 9 : 6 }),
  };
}

/**
 * The page for each route the build listed, naming the files of its first screen
 * (`<link rel="modulepreload">`) and its first public calls (`<link rel="preload" as="fetch">`,
 * which the app's own fetch then takes over), so the browser fetches them with the app's code
 * instead of after it has run. Compressed once, here.
 */
function readRoutePages(distDir: string, plain: Buffer): RoutePage[] {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RoutePreloads>;
  return Object.entries(routes).map(([route, { files = [], data = [], imageSizes }]) => {
    const fileLinks = files
      .filter((asset) => ASSET_PATH.test(asset))
      .map((asset) =>
        asset.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin href="${asset}">`
          : `<link rel="modulepreload" crossorigin href="${asset}">`,
      );
    // The app fetches with its credentials, so the early request must be made the same way.
    const dataLinks = data
      .filter((call) => API_PATH.test(call))
      .map(
        (call) =>
          `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${call.replace(/&/g, '&amp;')}">`,
      );
    return {
      route,
      pattern: routePattern(route),
      page: pageCopies(plain, [...dataLinks, ...fileLinks]),
      pageWithQuery: pageCopies(plain, fileLinks),
      links: [...dataLinks, ...fileLinks],
      imageSizes: typeof imageSizes === 'string' && SIZES.test(imageSizes) ? imageSizes : null,
    };
  });
}

const UPLOAD_PATH = /^\/uploads\/[\w-]+\.\w+$/;
const SIZES = /^[\w\s().,:-]+$/;

/**
 * `<link rel="preload" as="image">` for each picture, with the srcset and sizes its `<picture>`
 * will have, so the browser fetches the copy it will show while the scripts are still coming
 * (the app's own preload, components/product-image.tsx, then finds it already named).
 */
export function imagePreloadLinks(paths: (string | null | undefined)[], sizes: string): string[] {
  return paths.flatMap((path) => {
    const srcSet = path && UPLOAD_PATH.test(path) ? imageVariantSrcSet(path) : null;
    return srcSet
      ? [
          `<link rel="preload" as="image" type="image/webp" href="${path}" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high">`,
        ]
      : [];
  });
}

/** The copy of the page the browser takes: Brotli, then gzip, then plain. */
function pickPage(page: PageCopies, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    // `br;q=0` refuses Brotli.
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (page.br && accepted.includes('br')) return { body: page.br, encoding: 'br' };
  if (page.gzip && (accepted.includes('gzip') || accepted.includes('*')))
    return { body: page.gzip, encoding: 'gzip' };
  return { body: page.plain, encoding: null };
}

/**
 * Serves the built web app: hashed assets with a year's cache, and index.html (never cached) for
 * every client route, each as its precompressed Brotli or gzip copy when the browser takes one.
 * Unknown /api paths get the error body instead.
 */
export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    {
      distDir,
      firstImages = {},
    }: {
      distDir: string;
      /** Route pattern (as the build names it) -> the pictures its first screen shows largest. */
      firstImages?: Record<string, FirstImages>;
    },
  ) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasSpa = existsSync(indexFile);
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: false,
        preCompressed: true,
        // Our own cache headers below; send's default would overwrite them with max-age=0.
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    }
    const page = hasSpa ? readPage(indexFile) : null;
    const routePages = page ? readRoutePages(distDir, page.plain) : [];
    // The bare page with its first pictures named, per set of pictures: they change only when
    // an administrator changes the catalogue (a listing's detail page has its own).
    const withImages = new Map<string, PageCopies>();
    const pageWithImages = async (route: RoutePage, params: Record<string, string>) => {
      const images = firstImages[route.route];
      if (!images || !route.imageSizes || !page) return route.page;
      let links: string[];
      try {
        links = imagePreloadLinks(await images(params), route.imageSizes);
      } catch (error) {
        app.log.warn({ err: error, route: route.route }, 'first pictures unavailable');
        return route.page;
      }
      if (links.length === 0) return route.page;
      const key = `${route.route} ${links.join('')}`;
      let copies = withImages.get(key);
      if (!copies) {
        if (withImages.size >= 256) withImages.clear();
        copies = pageCopies(page.plain, [...links, ...route.links], 5);
        withImages.set(key, copies);
      }
      return copies;
    };
    const pageFor = async (url: string) => {
      const [pathname = '', query] = url.split('?');
      for (const route of routePages) {
        const match = route.pattern.exec(pathname);
        if (match) return query ? route.pageWithQuery : pageWithImages(route, { ...match.groups });
      }
      return page;
    };

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A missing script, style or image is a 404: the page would otherwise go blank on HTML.
      const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(pathname);
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        !request.url.startsWith('/uploads/') &&
        !looksLikeFile;
      if (wantsPage && page) {
        const { body, encoding } = pickPage(
          (await pageFor(request.url))!,
          request.headers['accept-encoding'],
        );
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .code(200)
          .header('cache-control', PAGE_CACHE)
          .header('vary', 'accept-encoding')
          .type('text/html; charset=utf-8')
          .send(body);
      }
      return sendError(reply, new AppError('NOT_FOUND'));
    });
  },
  { name: 'spa' },
);
