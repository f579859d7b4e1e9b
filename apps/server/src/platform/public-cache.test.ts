import { describe, expect, it } from 'vitest';
import {
  catalogueWriterOf,
  createPublicCache,
  isPublicCatalogueRead,
  type InvalidationBus,
} from './public-cache';

const later = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the public cache', () => {
  it('loads an entry once for many concurrent requests and keeps it for its lifetime', async () => {
    let now = 0;
    let loads = 0;
    const cache = createPublicCache({ ttlMs: 1000, now: () => now });
    const load = async () => {
      loads += 1;
      await later();
      return `reply ${loads}`;
    };
    const replies = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(new Set(replies)).toEqual(new Set(['reply 1']));
    now = 999;
    expect(await cache.get('k', load)).toBe('reply 1');
    now = 1000;
    expect(await cache.get('k', load)).toBe('reply 2');
    expect(loads).toBe(2);
  });

  it('drops everything on invalidate, including a load that was under way', async () => {
    let version = 1;
    const cache = createPublicCache({ ttlMs: 60_000 });
    const read = () => cache.get('list', async () => version);
    expect(await read()).toBe(1);
    version = 2;
    expect(await read()).toBe(1);
    cache.invalidate();
    expect(await read()).toBe(2);

    let release!: () => void;
    const slow = cache.get('slow', () => new Promise<number>((r) => (release = () => r(version))));
    cache.invalidate();
    version = 3;
    release();
    expect(await slow).toBe(3);
    version = 4;
    expect(await cache.get('slow', async () => version)).toBe(4);
  });

  it('does not keep failures, and forgets the oldest entries beyond its size', async () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    expect(await cache.get('bad', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
  });

  it('tells the other processes through the bus and obeys theirs', async () => {
    const listeners: (() => void)[] = [];
    let published = 0;
    const bus: InvalidationBus = {
      publish: () => (published += 1),
      subscribe: (listener) => listeners.push(listener),
    };
    const cache = createPublicCache({ ttlMs: 60_000, bus });
    let version = 1;
    expect(await cache.get('k', async () => version)).toBe(1);
    version = 2;
    for (const listener of listeners) listener();
    expect(await cache.get('k', async () => version)).toBe(2);
    cache.invalidate();
    expect(published).toBe(1);
  });

  it('with a lifetime of 0 loads every time', async () => {
    const cache = createPublicCache({ ttlMs: 0 });
    let loads = 0;
    await cache.get('k', async () => (loads += 1));
    await cache.get('k', async () => (loads += 1));
    expect(loads).toBe(2);
    expect(cache.enabled).toBe(false);
  });

  it('counts as catalogue changes only the writes that change what the catalogue shows', () => {
    // The administrator's catalogue edits, found by the route they took (its path pattern).
    expect(catalogueWriterOf('PUT', '/api/sale/modify/:seq')).toBe('anyone');
    expect(catalogueWriterOf('POST', '/api/product/add')).toBe('anyone');
    expect(catalogueWriterOf('PUT', '/api/category/:seq')).toBe('anyone');
    expect(catalogueWriterOf('POST', '/api/banner/add')).toBe('anyone');
    // Orders that take units or give them back.
    expect(catalogueWriterOf('POST', '/api/buy')).toBe('anyone');
    expect(catalogueWriterOf('PUT', '/api/order/modify/:seq')).toBe('anyone');
    expect(catalogueWriterOf('PUT', '/api/rental/list/update/:rentalNo')).toBe('anyone');
    // Customers share this call; only an administrator's moves give units back.
    expect(catalogueWriterOf('PUT', '/api/order/state/update')).toBe('administrator');
    // A member's requests, inquiries, account and payment set-up, and every read: never.
    for (const [method, route] of [
      ['PATCH', '/api/order/cancel'],
      ['PATCH', '/api/receive/exec'],
      ['POST', '/api/return'],
      ['POST', '/api/rental/return/finish'],
      ['PUT', '/api/rental/return/cancel/:rentalNo'],
      ['POST', '/api/contact/add'],
      ['PUT', '/api/contact/modify/:seq'],
      ['POST', '/api/member/login'],
      ['PUT', '/api/member/withdraw'],
      ['POST', '/api/kakaopay/ready'],
      ['PUT', '/api/delivery/modify/:seq'],
      ['GET', '/api/sale/list'],
      ['GET', '/api/rental/renew/finish/:seq'],
    ] as const) {
      expect(catalogueWriterOf(method, route), `${method} ${route}`).toBeNull();
    }
    // A request no route took (404), or an address rather than a route, is no change.
    expect(catalogueWriterOf('PUT', undefined)).toBeNull();
    expect(catalogueWriterOf('PUT', '/api/sale/modify/3')).toBeNull();
  });

  it('knows the public catalogue reads, when a visitor makes them', () => {
    for (const route of [
      '/api/sale/list',
      '/api/sale/detail/:seq',
      '/api/banner/slide',
      '/api/category/formSelect',
    ]) {
      expect(isPublicCatalogueRead('GET', route, false), route).toBe(true);
      expect(isPublicCatalogueRead('HEAD', route, false), route).toBe(true);
      expect(isPublicCatalogueRead('GET', route, true), route).toBe(false);
    }
    expect(isPublicCatalogueRead('GET', '/api/contact/list', false)).toBe(false);
    expect(isPublicCatalogueRead('GET', '/api/member/myinfo', false)).toBe(false);
    expect(isPublicCatalogueRead('PUT', '/api/sale/modify/:seq', false)).toBe(false);
    expect(isPublicCatalogueRead('GET', undefined, false)).toBe(false);
  });
});

describe('peeking into the public cache', () => {
  it('shows only entries that are loaded and alive', async () => {
    let now = 0;
    const cache = createPublicCache({ ttlMs: 100, now: () => now });
    expect(cache.peek('k')).toBeUndefined();
    let release!: () => void;
    const loading = cache.get('k', () => new Promise<string>((r) => (release = () => r('v'))));
    expect(cache.peek('k')).toBeUndefined();
    release();
    await loading;
    expect(cache.peek('k')).toBe('v');
    now = 100;
    expect(cache.peek('k')).toBeUndefined();
    expect(createPublicCache({ ttlMs: 0 }).peek('k')).toBeUndefined();
  });
});
