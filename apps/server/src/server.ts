import { loadSettings, SettingsError } from './config/env';
import { buildApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
import { openStoreDatabase } from './db/open';
import { ensureAdministrator } from './modules/member/member.service';
import { seedDemoShop } from './seed/seed';

const SEED_LOCK = 7_300_002;
const ADMIN_LOCK = 7_300_003;

async function main(): Promise<void> {
  const settings = loadSettings();
  const database = await openStoreDatabase(settings);
  const { app, ctx } = await buildApp({
    settings,
    db: database.db,
    reports: database.reports,
  });
  // The job worker finishes the job in hand before the database goes away.
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await database.close();
  });

  // Several processes starting at once on a fresh database take turns (else one loses on the id index).
  // The demo shop first: it seeds only an empty database, and makes ADMIN_MEMBER_ID its administrator.
  const seed = settings.seedDemo
    ? await database.withLock(SEED_LOCK, () => seedDemoShop(ctx))
    : null;
  const admin = settings.admin;
  if (admin) await database.withLock(ADMIN_LOCK, () => ensureAdministrator(ctx, admin));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  // Refunds, payment checks and scheduled work: claimed from the database, so every process may run
  // the worker and each job still runs once.
  ctx.jobs.start(app.log);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const lines = [
    '',
    `  빌림마켓이 열렸습니다: http://localhost:${port}`,
    `  데이터베이스: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${settings.dataDir})`}`,
    `  API 문서: http://localhost:${port}/api/docs`,
  ];
  if (seed) {
    lines.push(seed.seeded ? '  데모 상점 데이터를 넣었습니다.' : '', '  데모 로그인:');
    for (const signIn of seed.signIns)
      lines.push(`    ${signIn.role}  ${signIn.memberId} / ${signIn.password}`);
  }
  console.log(lines.filter((line) => line !== '').join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('서버를 시작하지 못했습니다:', error);
  }
  process.exit(1);
});
