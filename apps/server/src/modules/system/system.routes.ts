import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import { AppError } from '../../platform/app-error';
import { appliedMigrationCount, shippedMigrationCount } from '../../db/migrate';
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

  // Ready for traffic (DESIGN §19): not while shutting down (the balancer moves on), not before the
  // database has every migration this version ships, not without a reachable image store.
  const expected = shippedMigrationCount();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  registerEndpoint(app, ENDPOINTS.system.ready, async ({ request }) => {
    if (closing) throw new AppError('SERVICE_UNAVAILABLE');
    try {
      const applied = await appliedMigrationCount(ctx.db);
      if (applied < expected) {
        request.log.warn({ applied, expected }, 'not ready: migrations not applied');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      await ctx.images.ready();
      return {
        status: 'ready' as const,
        database: 'ok' as const,
        migrations: { applied, expected },
        images: 'ok' as const,
        version,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.warn({ err: error }, 'not ready');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  });
}
