import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadSettings, type Settings } from '../config/env';
import type { Database } from '../db/client';
import type { Clock } from '../platform/clock';
import type { AppContext } from '../platform/context';
import { signInNewMember } from './factories';
import { sendForm, type multipartBody } from './multipart';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: Database;
  settings: Settings;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** The whole server on a fresh database and a temporary data folder, driven through app.inject. */
export async function createTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    configure?: (app: FastifyInstance, ctx: AppContext) => void;
    logDestination?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tests write through factories behind the API's back; the cache has tests of its own.
    CATALOGUE_CACHE_SECONDS: '0',
    ...options.env,
  });
  const database = await openTestDatabase();
  const removeAll = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp({
      settings,
      db: database.db,
      reports: database.reports,
      poolUse: database.poolUse,
      serveSpa: false,
      ...(options.logDestination ? { logDestination: options.logDestination } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    });
  } catch (error) {
    // A file whose app cannot be built leaves no database behind (PostgreSQL keeps them).
    await removeAll();
    throw error;
  }
  const { app, ctx } = built;
  options.configure?.(app, ctx);
  await app.ready();
  return {
    app,
    ctx,
    db: database.db,
    settings,
    async close() {
      await app.close();
      await removeAll();
    },
  };
}

export interface TestAppWithMembers extends TestApp {
  admin: Record<string, string>;
  member: Record<string, string>;
  /** Sends a multipart form as the administrator. */
  sendAdminForm(
    method: 'POST' | 'PUT',
    url: string,
    body: ReturnType<typeof multipartBody>,
  ): ReturnType<typeof sendForm>;
}

/**
 * The file's test app with a signed-in administrator and member (their bearer headers), built
 * before its tests and closed after them.
 */
export function useTestAppWithMembers(
  options: Parameters<typeof createTestApp>[0] = {},
): TestAppWithMembers {
  const shop = {
    sendAdminForm: (method, url, body) => sendForm(shop.app, method, url, body, shop.admin),
  } as TestAppWithMembers;
  beforeAll(async () => {
    Object.assign(shop, await createTestApp(options));
    shop.admin = await signInNewMember(shop, { admin: true });
    shop.member = await signInNewMember(shop);
  });
  afterAll(() => shop.close());
  return shop;
}
