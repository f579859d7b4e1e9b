import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import { sendStorePage } from '../../platform/store-page';
import { renderDemoPaymentPage } from '../../integrations/kakaopay/demo-page';
import { newDemoToken } from '../../integrations/kakaopay/demo-provider';
import * as payments from './payment.service';
import { findDemoPayment, paymentPages, setDemoToken } from './payment.service';

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
      // Its answer redirects to the store the payer came from.
      const origin = payment?.returnOrigin ?? ctx.settings.publicUrl;
      return sendStorePage(reply, renderDemoPaymentPage(payment), {
        formTargets: origin ? [origin] : [],
      });
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
