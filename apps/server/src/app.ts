import { createHash, createHmac } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { applyKoreanZodMessages } from '@store/contract';
import type { Settings } from './config/env';
import { WEB_DIST_DIR } from './config/paths';
import type { Database, PoolUse } from './db/client';
import { onCommittedChanges } from './db/transaction';
import { systemClock, type Clock } from './platform/clock';
import { AppError } from './platform/app-error';
import type { AppContext } from './platform/context';
import { createDemoProvider } from './integrations/kakaopay/demo-provider';
import { createKakaoPayClient } from './integrations/kakaopay/kakaopay-client';
import { createLogMessenger } from './integrations/alimtalk/messenger';
import { createMailer } from './integrations/mail/mailer';
import { createDemoTracker, createSweetTracker } from './integrations/sweettracker/tracker';
import { outboxRoutes } from './integrations/mail/outbox.routes';
import { createImageStore } from './platform/image-store';
import { storePagesPlugin } from './platform/store-page';
import { createQueryCache } from './platform/query-cache';
import { createMemoryRateLimiter, createRedisRateLimiter } from './platform/rate-limiter';
import { connectRedis, createRedisInvalidationBus } from './platform/redis';
import { createLogger, requestLoggerFactory } from './platform/logger';
import { createTokenService, loadSigningSecret } from './platform/tokens';
import { authPlugin } from './plugins/auth';
import { catalogueCachePlugin } from './plugins/catalogue-cache';
import { compressionPlugin } from './plugins/compression';
import { corsPlugin } from './plugins/cors';
import { errorsPlugin, refuseClientError, sendError, toAppError } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersFor, securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { uploadsPlugin } from './plugins/uploads';
import { bannerRoutes } from './modules/banner/banner.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { categoryRoutes } from './modules/category/category.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { memberRoutes } from './modules/member/member.routes';
import { notificationRoutes } from './modules/notification/notification.routes';
import { orderRoutes } from './modules/order/order.routes';
import { paymentRoutes } from './modules/payment/payment.routes';
import { rentalRoutes } from './modules/rental/rental.routes';
import { productRoutes } from './modules/product/product.routes';
import { firstScreenImages } from './modules/sale/first-screen-images';
import { saleRoutes } from './modules/sale/sale.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { storefrontRoutes } from './modules/storefront/storefront.routes';
import { systemRoutes } from './modules/system/system.routes';
import { createJobQueue } from './jobs/job-runner';
import { countQueuedJobs } from './jobs/job.repository';
import { defineStoreJobs } from './jobs/store-jobs';

export const VERSION = '0.1.0';
const BODY_LIMIT_BYTES = 1024 * 1024;
/** How many times within the request limit Node looks for requests that outran it. */
const TIMEOUT_CHECKS_PER_LIMIT = 30;

export interface BuildOptions {
  settings: Settings;
  db: Database;
  /** Administrators' lists and reports (DatabaseHandle.reports); `db` when not given. */
  reports?: Database;
  clock?: Clock;
  /** Serve the built web app (off in API tests). */
  serveSpa?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: { write(line: string): void };
  /** The database pools' use, for metrics (DatabaseHandle.poolUse). */
  poolUse?: () => PoolUse[];
}

export async function buildApp({
  settings,
  db,
  reports = db,
  clock = systemClock,
  serveSpa = true,
  logDestination,
  poolUse = () => [],
}: BuildOptions): Promise<{
  app: FastifyInstance;
  ctx: AppContext;
}> {
  applyKoreanZodMessages();
  const routerRefusalHeaders = securityHeadersFor(settings);
  const logger = createLogger(settings, logDestination);
  const app = Fastify({
    loggerInstance: logger,
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: settings.trustProxy,
    requestIdHeader: 'x-request-id',
    // A stop (SIGTERM) closes the listener at once; a request that still reaches this process on a
    // connection opened before is served (and its connection closed), not refused with 503: a load
    // balancer does not resend a refused POST.
    return503OnClosing: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // architecture.md, "Rules: integrity": headers and body within the request limit, or 408; idle keep-alive at most so long.
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    // Node looks for requests that outran their limit every 30 s unless told: often enough here
    // to cut them near the limit rather than up to 30 s after it.
    http: {
      connectionsCheckingInterval: Math.ceil(settings.requestTimeoutMs / TIMEOUT_CHECKS_PER_LIMIT),
    },
    clientErrorHandler: refuseClientError(routerRefusalHeaders('/api/')),
    // A URL the router cannot take (bad percent-encoding, an over-long parameter) is refused before
    // any hook runs: with the contract's error body and the usual headers, never Fastify's own.
    frameworkErrors: (error, request, reply) => {
      reply.headers(routerRefusalHeaders(request.url));
      return sendError(reply, toAppError(error) ?? new AppError('BAD_REQUEST'));
    },
  });
  // Node's own clock for headers, which Fastify leaves at 60 s: the same limit as the whole request.
  app.server.headersTimeout = settings.requestTimeoutMs;
  const secret = loadSigningSecret(settings.jwtSecret, settings.dataDir);
  // Redis, when configured, shares rate-limit counts and the catalogue cache between processes.
  const redis = settings.redisUrl ? connectRedis(settings.redisUrl, app.log) : null;
  const namespace = catalogueNamespace(settings);
  const bus = redis ? createRedisInvalidationBus(redis, namespace) : null;
  const memoryLimiter = createMemoryRateLimiter(clock);
  const jobs = defineStoreJobs(createJobQueue(() => ctx));
  const ctx: AppContext = {
    db,
    reports,
    settings,
    clock,
    tokens: createTokenService(secret, clock),
    images: await createImageStore(settings),
    mailer: createMailer(settings, app.log),
    messenger: createLogMessenger(app.log, () => clock.now()),
    limiter: redis ? createRedisRateLimiter(redis, memoryLimiter) : memoryLimiter,
    cache: createQueryCache({
      ttlSeconds: settings.catalogueCacheSeconds,
      context: () => ctx,
      redis,
      bus,
      namespace,
    }),
    payments:
      !settings.demoPayments && settings.kakaoPay.secretKey
        ? createKakaoPayClient({ ...settings.kakaoPay, secretKey: settings.kakaoPay.secretKey })
        : createDemoProvider(),
    tracker: settings.sweetTracker.apiKey
      ? createSweetTracker({ ...settings.sweetTracker, apiKey: settings.sweetTracker.apiKey })
      : createDemoTracker(() => clock.now()),
    secret: createHmac('sha256', secret).update('email-code').digest(),
    jobs,
  };
  // What only the database knew a write changed (units a purchase took: which listing, whether it
  // sold out) leaves the catalogue cache once the write commits.
  const stopHearingChanges = onCommittedChanges(db, (tags) =>
    ctx.cache.invalidate(tags).catch((error: unknown) => {
      app.log.error({ err: error }, 'the catalogue cache could not drop what a write changed');
    }),
  );
  app.addHook('onClose', async () => stopHearingChanges());
  // The job worker is started by server.ts; tests run the jobs when they choose.
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', () => ctx.cache.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A stop (SIGTERM, server.ts): answers still going out close their connections, so no keep-alive
  // connection holds the process past the requests in flight.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    // Member and administrator data is kept by no browser or proxy (architecture.md, "Rules: integrity"); the catalogue
    // cache plugin lets browsers keep the public catalogue's reads to visitors.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  if (redis && bus) {
    await bus.ready();
    app.addHook('onClose', async () => {
      await bus.close();
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  // Plugins
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, {
    settings,
    sources: { poolUse, jobQueue: () => countQueuedJobs(db, clock.now()) },
  });
  // Before compression: a validator is of the JSON, whichever encoding goes out.
  await app.register(catalogueCachePlugin, { cache: ctx.cache });
  await app.register(compressionPlugin);
  await app.register(securityPlugin, { settings });
  await app.register(corsPlugin, { origins: settings.corsOrigins });
  await app.register(openapiPlugin, { version: VERSION });
  await app.register(authPlugin, { ctx });
  await app.register(uploadsPlugin, { images: ctx.images });
  await app.register(storePagesPlugin);
  await app.register(spaPlugin, {
    distDir: serveSpa ? WEB_DIST_DIR : path.join(settings.dataDir, 'no-spa'),
    firstImages: firstScreenImages(ctx),
  });

  // Modules
  await app.register(systemRoutes, { ctx, version: VERSION });
  await app.register(memberRoutes, { ctx });
  await app.register(categoryRoutes, { ctx });
  await app.register(deliveryRoutes, { ctx });
  await app.register(bannerRoutes, { ctx });
  await app.register(productRoutes, { ctx });
  await app.register(saleRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(orderRoutes, { ctx });
  await app.register(cartRoutes, { ctx });
  await app.register(rentalRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(storefrontRoutes, { ctx });
  await app.register(dashboardRoutes, { ctx });
  await app.register(statsRoutes, { ctx });
  if (settings.env !== 'production')
    await app.register(outboxRoutes, { mailer: ctx.mailer, messenger: ctx.messenger });

  return { app, ctx };
}

/**
 * The store's own part of a shared Redis: processes on the same database share it, another
 * store's (a staging copy, a test) never. The password in a database address is left out.
 */
function catalogueNamespace(settings: Settings): string {
  const database = settings.databaseUrl ? new URL(settings.databaseUrl) : null;
  const identity = database ? `${database.host}${database.pathname}` : settings.dataDir;
  return `store:catalogue:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}
