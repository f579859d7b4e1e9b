import { randomBytes } from 'node:crypto';
import { startFakeKakaoPay, type FakeKakaoPay } from '../../../test-support/fake-kakaopay.mjs';
import {
  startFakeSweetTracker,
  type FakeSweetTracker,
} from '../../../test-support/fake-sweettracker.mjs';
import { banners } from '../../db/schema';
import {
  createCategory,
  createDelivery,
  createProduct,
  createSale,
} from '../../testing/catalogue-factories';
import { createMember, signIn } from '../../testing/factories';
import { createOrder } from '../../testing/order-factories';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../testing/test-app';
import { readOperations, type FuzzOperation, type OpenApiDocument } from './operations';
import { ValuePool } from './pool';
import { Sessions } from './sessions';

/** The store under fuzzing, with fake payment and tracking services and a shop to act on. */
export interface FuzzRig {
  t: TestApp;
  kakao: FakeKakaoPay;
  tracker: FakeSweetTracker;
  operations: FuzzOperation[];
  pool: ValuePool;
  sessions: Sessions;
  /** Values no reply may ever show. */
  secrets: string[];
  close(): Promise<void>;
}

export async function startRig(): Promise<FuzzRig> {
  const kakao = await startFakeKakaoPay({
    secretKey: `fuzz-kakaopay-${randomBytes(8).toString('hex')}`,
  });
  const tracker = await startFakeSweetTracker({
    apiKey: `fuzz-sweettracker-${randomBytes(8).toString('hex')}`,
  });
  const t = await createTestApp({
    env: {
      KAKAOPAY_SECRET_KEY: kakao.secretKey,
      KAKAOPAY_API_BASE: kakao.url,
      SWEETTRACKER_API_KEY: tracker.apiKey,
      SWEETTRACKER_API_BASE: tracker.url,
      PUBLIC_URL: 'http://shop.test',
      // As in production: public catalogue replies come from the cache between writes.
      CATALOGUE_CACHE_SECONDS: '2',
    },
  });
  const { ctx } = t;
  const operations = readOperations(t.app.swagger() as unknown as OpenApiDocument);

  const admin = await createMember(ctx, { admin: true, name: '퍼즈관리자' });
  const member = await createMember(ctx, { name: '퍼즈회원' });
  const other = await createMember(ctx, { name: '다른회원' });
  const sessions = new Sessions(ctx, member, admin);
  await sessions.start();

  // A small shop: categories, products, listings, couriers, a banner, orders in several states.
  const categories = [await createCategory(ctx), await createCategory(ctx, { name: '캠핑' })];
  const sales = [];
  for (const [index, category] of [...categories, categories[0]!].entries()) {
    const product = await createProduct(ctx, category.seq, { stock: 20 });
    sales.push(await createSale(ctx, product, { quantity: index === 2 ? 0 : 8 }));
  }
  await createDelivery(ctx);
  await createDelivery(ctx, { code: '05', name: '한진택배', callNo: '1588-0011' });
  await ctx.db.insert(banners).values({
    title: '첫 배너',
    link: '/sale/list',
    imageName: 'banner.png',
    imagePath: '/uploads/banner.png',
  });
  const shipped = { deliveryCode: '04', deliveryCompany: 'CJ대한통운', tracking: '111122223333' };
  for (const state of ['P.CPLT', 'D.RDY', 'D.PRG', 'D.CPLT', 'RV.CPLT', 'C.REQ', 'RT.REQ']) {
    await createOrder(ctx, { seq: member.row.seq, name: member.row.name }, sales[0]!, {
      state,
      ...(state.startsWith('D.') || state.startsWith('R') ? shipped : {}),
    });
  }
  for (const state of ['P.CPLT', 'D.PRG']) {
    await createOrder(ctx, { seq: other.row.seq, name: other.row.name }, sales[1]!, {
      state,
      ...shipped,
    });
  }
  for (const [who, title] of [
    [member, '배송 문의'],
    [other, '다른 회원의 문의'],
  ] as const) {
    const { headers } = await signIn(t.app, who);
    await t.app.inject({
      method: 'POST',
      url: '/api/contact/add',
      headers,
      payload: { title, content: '언제 오나요?' },
    });
  }

  const pool = new ValuePool(ctx.db);
  return {
    t,
    kakao,
    tracker,
    operations,
    pool,
    sessions,
    secrets: [TEST_JWT_SECRET, kakao.secretKey, tracker.apiKey],
    async close() {
      await t.close();
      await kakao.close();
      await tracker.close();
    },
  };
}
