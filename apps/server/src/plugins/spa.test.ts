import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from './spa';

const PAGE = `<!doctype html><html lang="ko"><head><title>빌림마켓</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('빌림마켓'.repeat(300))});`;

let dist: string;
let app: FastifyInstance;
/** What the catalogue says the home screen shows largest, as the test sets it. */
let homePictures: (string | null | undefined)[] = [];
const UUID = '3d0721a5-8e0d-4ceb-8e24-f358a15ba5cf';

/** A build as vite.config.ts writes it: each text file with its .br and .gz copies. */
function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'spa-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'index.html'), PAGE);
  writeWithCopies(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'tiny-def456.js'), 'export {};');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/': {
        files: ['/assets/home-page-aaa111.js', '/assets/home-page-bbb222.css'],
        data: ['/api/banner/slide', '/api/sale/list?p=1&s=10'],
        imageSizes: '(min-width: 992px) 25vw, 100vw',
      },
      '/sale/detail/:seq': {
        files: ['/assets/sale-detail-page-ccc333.js', '"><script>alert(1)</script>'],
        data: ['https://elsewhere.example/api/x'],
        imageSizes: '100vw',
      },
    }),
  );
  app = Fastify();
  await app.register(spaPlugin, {
    distDir: dist,
    firstImages: {
      '/': async () => homePictures,
      // Listing 12's detail fails; the others show their own picture.
      '/sale/detail/:seq': async ({ seq }) => {
        if (seq === '12') throw new Error('the catalogue is down');
        return [`/uploads/${UUID.slice(0, -2)}${seq}.png`];
      },
    },
  });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

/** `url` as a browser that takes `encodings` asks for it. */
const getAccepting = (url: string, encodings: string) =>
  app.inject({ url, headers: { 'accept-encoding': encodings } });

/** The text of a compressed reply, unpacked as its content-encoding says. */
function unpacked(reply: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(reply.rawPayload).toString();
  throw new Error(`not compressed: ${String(encoding)}`);
}

describe('the single-page app', () => {
  it('sends hashed assets with a year of cache, Brotli first, then gzip, then plain', async () => {
    const br = await getAccepting('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(unpacked(br)).toBe(SCRIPT);

    const gz = await getAccepting('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(unpacked(gz)).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a small file without copies as it is', async () => {
    const tiny = await getAccepting('/assets/tiny-def456.js', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toContain('immutable');
    expect(tiny.body).toBe('export {};');
  });

  it('answers client routes with the page, never cached, compressed when the browser takes it', async () => {
    const page = await getAccepting('/contact/list?p=2', 'gzip, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(unpacked(page)).toBe(PAGE);

    const refusesBrotli = await getAccepting('/signup', 'br;q=0, gzip');
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    expect(unpacked(refusesBrotli)).toBe(PAGE);

    const plain = await app.inject({ url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
  });

  it('keeps the files of public/ for an hour, and answers a missing asset or API path with 404', async () => {
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await app.inject({ url: '/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("names the files and first calls of a route's first screen in its page", async () => {
    const home = await getAccepting('/', 'br');
    const homePage = unpacked(home);
    expect(homePage).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/banner/slide">' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/sale/list?p=1&amp;s=10">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-page-aaa111.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/home-page-bbb222.css"></head>',
    );

    // With a query the screen asks for other data: only its files are named.
    const searched = await app.inject({ url: '/?c=2' });
    expect(searched.body).toContain('href="/assets/home-page-aaa111.js"');
    expect(searched.body).not.toContain('as="fetch"');

    const detail = await app.inject({ url: '/sale/detail/12' });
    expect(detail.body).toContain('href="/assets/sale-detail-page-ccc333.js"');
    // Only the build's own asset paths and the store's own API are ever written into the page.
    expect(detail.body).not.toContain('<script>');
    expect(detail.body).not.toContain('elsewhere.example');

    const other = await app.inject({ url: '/login' });
    expect(other.body).toBe(PAGE);
    const deeper = await app.inject({ url: '/sale/detail/12/more' });
    expect(deeper.body).toBe(PAGE);
  });

  it("names the first screen's largest picture as the catalogue has it now, as its <picture> will ask for it", async () => {
    homePictures = [`/uploads/${UUID}.png`];
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain(
      `<head><title>빌림마켓</title><link rel="preload" as="image" type="image/webp" href="/uploads/${UUID}.png" imagesrcset="/uploads/${UUID}-w400.webp 400w, /uploads/${UUID}-w800.webp 800w, /uploads/${UUID}-w1200.webp 1200w" imagesizes="(min-width: 992px) 25vw, 100vw" fetchpriority="high">`,
    );
    expect(home.body).toContain('href="/assets/home-page-aaa111.js"');
    const compressed = await getAccepting('/', 'br');
    expect(unpacked(compressed)).toBe(home.body);

    // An administrator changed the first category's picture: the next page names the new one.
    const other = '0e5953d5-70ca-48cf-bc3e-76f77daa9ceb';
    homePictures = [`/uploads/${other}.jpg`];
    const changed = await app.inject({ url: '/' });
    expect(changed.body).toContain(`href="/uploads/${other}.jpg"`);
    expect(changed.body).not.toContain(UUID);

    // No picture, the placeholder or anything but an upload: nothing is named.
    for (const pictures of [[], [null], ['/images/no-image.svg'], ['/uploads/x.png"><script>']]) {
      homePictures = pictures;
      const page = await app.inject({ url: '/' });
      expect(page.body).not.toContain('as="image"');
      expect(page.body).toContain('href="/assets/home-page-aaa111.js"');
    }
    // With a query the screen shows other pictures; a catalogue that fails leaves the page as built.
    homePictures = [`/uploads/${UUID}.png`];
    expect((await app.inject({ url: '/?c=2' })).body).not.toContain('as="image"');
    const detail = await app.inject({ url: '/sale/detail/12' });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('href="/assets/sale-detail-page-ccc333.js"');
  });

  it("names a listing's own picture in its detail page, from the address's parameter", async () => {
    for (const seq of ['31', '47']) {
      const body = unpacked(await getAccepting(`/sale/detail/${seq}`, 'br'));
      expect(body).toContain(
        `<link rel="preload" as="image" type="image/webp" href="/uploads/${UUID.slice(0, -2)}${seq}.png"`,
      );
      expect(body).toContain('imagesizes="100vw"');
      expect(body).toContain('href="/assets/sale-detail-page-ccc333.js"');
    }
  });
});
