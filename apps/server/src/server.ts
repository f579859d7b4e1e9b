import { loadSettings, SettingsError } from './config/env';
import { buildApp } from './app';
import { openControlSocket } from './backup/control-socket';
import { DataDirLockedError } from './db/data-dir-lock';
import { openStoreDatabase } from './db/open';
import {
  PGLITE_ANALYZE_EVERY_ROUNDS,
  PGLITE_MAINTENANCE_INTERVAL_MS,
} from './db/pglite-maintenance';
import { ensureAdministrator } from './modules/member/member.service';
import { isStoreProcess, printsBanner, runPrimary, tellPrimaryListening } from './processes';
import { openDemoSignIns, seedDemoShop } from './seed/seed';

const SEED_LOCK = 7_300_002;
const ADMIN_LOCK = 7_300_003;

async function main(): Promise<void> {
  const settings = loadSettings();
  // WEB_CONCURRENCY above 1: this process only starts and watches the store processes.
  if (settings.processes > 1 && !isStoreProcess()) {
    runPrimary(settings);
    return;
  }
  const database = await openStoreDatabase(settings);
  const { app, ctx } = await buildApp({
    settings,
    db: database.db,
    reports: database.reports,
    poolUse: database.poolUse,
  });
  // npm run backup while the store runs: PGlite's folder is this process's alone, so it asks here.
  const control =
    database.kind === 'pglite'
      ? await openControlSocket({
          dataDir: settings.dataDir,
          db: database.db,
          images: ctx.images,
          log: app.log,
        })
      : null;
  // The job worker finishes the job in hand before the database goes away.
  app.addHook('onClose', async () => {
    await control?.close();
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
  if (settings.env === 'production') {
    const demo = await openDemoSignIns(ctx);
    if (demo.length > 0) {
      await app.close();
      throw new SettingsError([
        `데모 계정(${demo.join(', ')})이 공개된 데모 비밀번호로 열려 있어 운영 환경으로 시작할 수 없습니다. 비밀번호를 바꾸거나 계정을 정지한 뒤 시작하세요`,
      ]);
    }
  }

  // SIGTERM (a stop, a deploy): the listener closes at once (the balancer sends new requests to the
  // other processes), requests in flight finish, then the job worker and the database close. Past
  // the grace period the process exits anyway, before the container manager's SIGKILL.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: settings.shutdownGraceMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown grace period over: requests still in flight were cut');
      process.exit(1);
    }, settings.shutdownGraceMs);
    deadline.unref();
    try {
      await app.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The embedded database's housekeeping (no autovacuum, no checkpointer there): soon after start,
  // then every few minutes. A stop waits for a round in progress.
  if (database.kind === 'pglite') {
    let round: Promise<unknown> = Promise.resolve();
    let rounds = 0;
    const maintain = () => {
      const analyse = rounds++ % PGLITE_ANALYZE_EVERY_ROUNDS === 0;
      round = database.maintain({ analyse }).then(
        (report) => app.log.info(report, 'embedded database maintained'),
        (error: unknown) => app.log.warn({ err: error }, 'embedded database maintenance failed'),
      );
    };
    const first = setTimeout(maintain, 10_000);
    const every = setInterval(maintain, PGLITE_MAINTENANCE_INTERVAL_MS);
    first.unref();
    every.unref();
    app.addHook('preClose', async () => {
      clearTimeout(first);
      clearInterval(every);
      await round;
    });
  }

  await app.listen({ port: settings.port, host: settings.host });
  // Refunds, payment checks and scheduled work: claimed from the database, so every process may run
  // the worker and each job still runs once.
  ctx.jobs.start(app.log);
  tellPrimaryListening();
  if (!printsBanner()) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const lines = [
    '',
    `  빌림마켓이 열렸습니다: http://localhost:${port}`,
    `  데이터베이스: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${settings.dataDir})`}`,
    `  API 문서: http://localhost:${port}/api/docs`,
  ];
  if (settings.processes > 1) lines.push(`  프로세스: ${settings.processes}개 (WEB_CONCURRENCY)`);
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
