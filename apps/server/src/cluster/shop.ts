// The shop the cluster test makes through the administrator's API (a category, products, listings
// with an image, members), and a purchase as the browser makes it with the built-in demo
// KakaoPay: ready -> the payer approves on the demo page -> approve -> buy.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { form } from '../testing/multipart';
import {
  approve,
  buy,
  call,
  outcome,
  totalOf,
  type Listing,
  type Paid,
  type Reply,
} from '../reliability/support';

export const MEMBER_PASSWORD = 'Member#2468cl';

/** A PNG of random pixels: an image no earlier run stored. */
export async function randomPng(width = 48, height = 32): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A multipart form sent with the administrator's token (`form` from the server's tests). */
export async function sendForm(
  base: string,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  body: ReturnType<typeof form>,
): Promise<Reply> {
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON.
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, body: null, error: cause?.code ?? (error as Error).message };
  }
}

/** The reply, or an error naming the step and what came back. */
export function expectOk(reply: Reply, step: string): Reply {
  if (reply.status !== 200)
    throw new Error(`${step}: ${outcome(reply)} ${JSON.stringify(reply.body).slice(0, 300)}`);
  return reply;
}

export interface ShopListing extends Listing {
  productNo: string;
  category: string;
}

/** A product and its listing, with the listing's thumbnails when given. */
export async function addListing(
  base: string,
  token: string,
  values: {
    category: string;
    name: string;
    units: number;
    salePrice: number;
    deliveryFee: number;
    thumbnails?: Buffer[];
  },
): Promise<ShopListing> {
  const product = expectOk(
    await sendForm(
      base,
      'POST',
      '/api/product/add',
      token,
      form({
        category: values.category,
        brand: '클러스터',
        name: values.name,
        standard: '표준',
        stock: values.units,
        price: values.salePrice,
        note: '클러스터 테스트 상품',
      }),
    ),
    'product add',
  );
  const productSeq = product.body.seq as number;
  const productDetail = expectOk(
    await call(base, 'GET', `/api/product/detail/${productSeq}`, { token }),
    'product detail',
  );
  const productNo = productDetail.body.productNo as string;
  const title = `${values.name} 대여`;
  const sale = expectOk(
    await sendForm(
      base,
      'POST',
      '/api/sale/add',
      token,
      form(
        {
          category: values.category,
          productNo,
          title,
          quantity: values.units,
          salePrice: values.salePrice,
          deliveryFee: values.deliveryFee,
          content: '클러스터 테스트 판매상품',
        },
        (values.thumbnails ?? []).map((content, i) => ({
          name: 'thumbnails',
          filename: `thumb${i}.png`,
          content,
        })),
      ),
    ),
    'sale add',
  );
  const seq = sale.body.seq as number;
  const detail = expectOk(
    await call(base, 'GET', `/api/sale/detail/${seq}`, { token }),
    'sale detail',
  );
  return {
    seq,
    saleNo: detail.body.saleNo as string,
    title,
    productSeq,
    productNo,
    category: values.category,
    salePrice: values.salePrice,
    deliveryFee: values.deliveryFee,
    initial: values.units,
  };
}

/** A member registered by the administrator (no e-mail round), then signed in. */
export async function addMember(base: string, adminToken: string, memberId: string) {
  expectOk(
    await call(base, 'POST', '/api/member/add', {
      token: adminToken,
      body: {
        memberId,
        password: MEMBER_PASSWORD,
        email: `${memberId}@cluster.test`,
        name: '클러스터회원',
      },
    }),
    `member add ${memberId}`,
  );
}

// ---------------------------------------------------------------------------------------------
// A purchase through the demo provider.

export type Stage = 'ready' | 'pay' | 'approve' | 'buy';

export interface Step {
  stage: Stage;
  reply: Reply;
  /** When the request was sent and answered (ms since the epoch). */
  sentAt: number;
  answeredAt: number;
}

export interface Purchase {
  token: string;
  listing: Listing;
  count: number;
  paid?: Paid;
  steps: Step[];
  /** The order, when the buy was answered 200. */
  order?: { orderSeq: number; orderNo: string };
}

async function timed(stage: Stage, request: () => Promise<Reply>): Promise<Step> {
  const sentAt = Date.now();
  const reply = await request();
  return { stage, reply, sentAt, answeredAt: Date.now() };
}

/** The payer presses 결제하기 on the demo page: its answer sends them back with a pg_token. */
export async function payOnDemoPage(
  base: string,
  tid: string,
): Promise<Reply & { pgToken?: string }> {
  try {
    const response = await fetch(`${base}/api/kakaopay/demo/${tid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    const location = response.headers.get('location');
    const pgToken = location ? new URL(location).searchParams.get('pg_token') : null;
    if (response.status === 303 && pgToken) return { status: 200, body: location, pgToken };
    return { status: response.status === 303 ? 409 : response.status, body: location ?? text };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, body: null, error: cause?.code ?? (error as Error).message };
  }
}

/** ready (the listing named: its units are held), as the store's own screens send it. */
export const readyPayment = (base: string, token: string, listing: Listing, count: number) =>
  call(base, 'POST', '/api/kakaopay/ready', {
    token,
    body: {
      itemName: listing.title,
      quantity: count,
      totalAmount: totalOf(listing, count),
      saleSeq: listing.seq,
      rentalPeriod: 30,
    },
  });

/**
 * Runs a purchase's stages from `from` on, stopping at the first one not answered 200 (or at
 * `until`). Answers the same record, with the steps appended.
 */
export async function continuePurchase(
  base: string,
  purchase: Purchase,
  from: Stage,
  until: Stage = 'buy',
): Promise<Purchase> {
  const stages: Stage[] = ['ready', 'pay', 'approve', 'buy'];
  for (const stage of stages.slice(stages.indexOf(from), stages.indexOf(until) + 1)) {
    let step: Step;
    if (stage === 'ready') {
      step = await timed(stage, () =>
        readyPayment(base, purchase.token, purchase.listing, purchase.count),
      );
      if (step.reply.status === 200) {
        purchase.paid = {
          tid: step.reply.body.tid as string,
          pgToken: '',
          count: purchase.count,
          listing: purchase.listing,
        };
      }
    } else if (stage === 'pay') {
      const tid = purchase.paid!.tid;
      let pgToken: string | undefined;
      step = await timed(stage, async () => {
        const reply = await payOnDemoPage(base, tid);
        pgToken = reply.pgToken;
        return reply;
      });
      if (pgToken) purchase.paid!.pgToken = pgToken;
    } else if (stage === 'approve') {
      step = await timed(stage, () => approve(base, purchase.token, purchase.paid!));
    } else {
      step = await timed(stage, () => buy(base, purchase.token, purchase.paid!));
      if (step.reply.status === 200) {
        purchase.order = {
          orderSeq: step.reply.body.orderSeq as number,
          orderNo: step.reply.body.orderNo as string,
        };
      }
    }
    purchase.steps.push(step);
    if (step.reply.status !== 200) break;
  }
  return purchase;
}

export const newPurchase = (token: string, listing: Listing, count: number): Purchase => ({
  token,
  listing,
  count,
  steps: [],
});

/** The last step, or undefined before any. */
export const lastStep = (purchase: Purchase): Step | undefined => purchase.steps.at(-1);
