import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';

export async function systemRoutes(
  app: FastifyInstance,
  { ctx, version }: { ctx: AppContext; version: string },
) {
  registerEndpoint(app, ENDPOINTS.system.config, async () => ({
    postcodeScriptUrl: ctx.settings.postcodeScriptUrl,
    paymentProvider: ctx.payments.kind === 'demo' ? ('demo' as const) : ('kakaopay' as const),
    devMailbox: ctx.mailer.outbox !== null && ctx.settings.env !== 'production',
  }));
  registerEndpoint(app, ENDPOINTS.system.health, async () => {
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ok' as const, database: 'ok' as const, version };
  });
}
