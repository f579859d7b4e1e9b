import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENDPOINTS, formatWon } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import { newDemoToken } from '../../integrations/kakaopay/demo-provider';
import * as payments from './payment.service';
import { findDemoPayment, paymentPages, setDemoToken } from './payment.service';
import { escapeHtml } from '../../platform/html';

const tidParams = z.object({ tid: z.string().regex(/^T\d{19}$/) });

export async function paymentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerEndpoint(app, ENDPOINTS.payment.ready, ({ principal, body, request }) =>
    payments.readyPayment(ctx, principal, body, request),
  );
  registerEndpoint(app, ENDPOINTS.cart.quit, ({ principal, body }) =>
    payments.quitPayment(ctx, principal, body.tid),
  );
  registerEndpoint(app, ENDPOINTS.payment.approve, ({ principal, query }) =>
    payments.approvePayment(ctx, principal, query),
  );

  if (ctx.payments.kind !== 'demo') return;
  // The demo provider's own approval page, standing in for KakaoPay's when no key is set.
  await app.register(formbody, { bodyLimit: 1024 });
  app.get(
    '/api/kakaopay/demo/:tid',
    { schema: { hide: true, params: tidParams } },
    async (request, reply) => {
      const { tid } = request.params as z.infer<typeof tidParams>;
      const payment = await findDemoPayment(ctx, tid);
      const page = payment
        ? `<p class="item">${escapeHtml(payment.itemName)} · ${payment.quantity}개</p>
<p class="amount">${escapeHtml(formatWon(payment.totalAmount))}</p>
<form method="post" action="/api/kakaopay/demo/${tid}"><input type="hidden" name="action" value="approve"><button type="submit" class="pay">결제하기</button></form>
<form method="post" action="/api/kakaopay/demo/${tid}"><input type="hidden" name="action" value="cancel"><button type="submit" class="cancel">결제 취소</button></form>`
        : '<p role="alert">결제 정보를 찾을 수 없거나 이미 처리되었습니다.</p><p><a href="/">홈으로</a></p>';
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>데모 결제</title><style>body{font-family:system-ui,'Malgun Gothic',sans-serif;max-width:420px;margin:3rem auto;padding:0 1rem;text-align:center}
.badge{display:inline-block;background:#fee500;color:#191919;border-radius:6px;padding:.25rem .6rem;font-weight:700}
.amount{font-size:1.8rem;font-weight:700}button{width:100%;padding:.8rem;margin:.3rem 0;border-radius:8px;border:0;font-size:1rem}
.pay{background:#fee500;color:#191919}.cancel{background:#e9ecef}.note{color:#6c757d;font-size:.9rem}</style></head>
<body><p><span class="badge">pay</span></p><h1>데모 결제</h1>
<p class="note">카카오페이 키가 설정되지 않아 실제 돈이 오가지 않는 데모 결제로 진행합니다.</p>
${page}</body></html>`);
    },
  );
  app.post(
    '/api/kakaopay/demo/:tid',
    { schema: { hide: true, params: tidParams } },
    async (request, reply) => {
      const { tid } = request.params as z.infer<typeof tidParams>;
      const action = (request.body as { action?: string } | undefined)?.action;
      const payment = await findDemoPayment(ctx, tid);
      const pages = payment
        ? paymentPages(payment)
        : paymentPages({ purpose: 'ORDER', rentalSeq: null });
      // Back to the address the payer left from.
      const origin = payment?.returnOrigin ?? ctx.settings.publicUrl;
      if (action === 'approve') {
        const token = newDemoToken();
        if (await setDemoToken(ctx, tid, token)) {
          return reply.redirect(`${origin}${pages.approval}?pg_token=${token}`, 303);
        }
        return reply.redirect(`${origin}${pages.fail}`, 303);
      }
      // The payer cancelled at the (demo) provider: the units held for them go back on sale.
      if (payment) await payments.abandonPayment(ctx, payment.seq);
      return reply.redirect(`${origin}${pages.cancel}`, 303);
    },
  );
}
