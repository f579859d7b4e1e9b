import { describe, expect, it } from 'vitest';
import { catalogueChangeOf, isPublicCatalogueRead } from './public-cache';

const tagsOf = (method: string, route: string, params: object = {}) =>
  catalogueChangeOf(method, route)?.tags({ params });

describe('the public catalogue’s writes and reads', () => {
  it('drops with each catalogue write exactly what it changes', () => {
    // A listing's edit or deletion: the lists and that listing's detail, no other.
    expect(tagsOf('PUT', '/api/sale/modify/:seq', { seq: 3 })).toEqual(['sale-lists', 'sale:3']);
    expect(tagsOf('PUT', '/api/sale/:seq', { seq: 9 })).toEqual(['sale-lists', 'sale:9']);
    expect(tagsOf('POST', '/api/sale/add')).toEqual(['sale-lists']);
    // A product's stock and name show on the details of its listings, never on the lists; its
    // name and brand find its listings in searches.
    expect(tagsOf('PUT', '/api/product/modify/:seq', { seq: 2 })).toEqual([
      'sale-details',
      'sale-searches',
    ]);
    expect(tagsOf('POST', '/api/product/:seq/stock', { seq: 2 })).toEqual(['sale-details']);
    // Banners change the slide only; a new category only the category select.
    for (const route of ['/api/banner/add', '/api/banner/modify/:seq', '/api/banner/:seq']) {
      const method = route === '/api/banner/add' ? 'POST' : 'PUT';
      expect(tagsOf(method, route, { seq: 1 }), route).toEqual(['banners']);
    }
    expect(tagsOf('POST', '/api/category/add')).toEqual(['categories']);
    expect(tagsOf('PUT', '/api/category/modify/:seq', { seq: 4 })).toEqual([
      'categories',
      'sale-lists',
      'sale-details',
    ]);
  });

  it('leaves every other write out', () => {
    // A member's requests, inquiries, account and payment set-up, a new product, and every read.
    // Units that purchases, holds, cancels and returns move are noted by the code that moves
    // them, which alone knows the listing (catalogue-cache.test.ts).
    for (const [method, route] of [
      ['POST', '/api/buy'],
      ['PUT', '/api/order/state/update'],
      ['PUT', '/api/order/modify/:seq'],
      ['PUT', '/api/rental/list/update/:rentalNo'],
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
      ['POST', '/api/product/add'],
      ['GET', '/api/sale/list'],
      ['GET', '/api/rental/renew/finish/:seq'],
    ] as const) {
      expect(catalogueChangeOf(method, route), `${method} ${route}`).toBeNull();
    }
    // A request no route took (404), or an address rather than a route, is no change.
    expect(catalogueChangeOf('PUT', undefined)).toBeNull();
    expect(catalogueChangeOf('PUT', '/api/sale/modify/3')).toBeNull();
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
