// npm run test:reliability: builds the server when it is older than its sources, then runs the
// reliability harness (apps/server/src/reliability, with tsx): races between two server processes
// on PostgreSQL, and SIGKILL crash rounds on PGlite and on PostgreSQL. Needs a PostgreSQL server at
// postgres://postgres@127.0.0.1:5432 (RELIABILITY_POSTGRES_URL), where it creates and drops its
// own databases. Reports: .tmp/reliability/races.json and crash.json; server logs beside them.
// RELIABILITY_ONLY=races|crash|crash-pglite|crash-postgres runs a part; RELIABILITY_ROUNDS=10.
// The races' processes also share Redis (rate-limit counters): RELIABILITY_REDIS_URL, by default
// redis://127.0.0.1:6379/13, a database of the harness's own whose store:rate:* keys it clears.
import { isStale, run, SERVER_SOURCES } from './lib.mjs';

// The harness starts apps/server/dist/server.mjs itself; the web app is not needed for it.
if (isStale('apps/server/dist/server.mjs', SERVER_SOURCES)) {
  console.log('서버를 빌드합니다...');
  await run('npm', ['run', 'build', '-w', 'apps/server', '--silent']);
}

try {
  await run(process.execPath, ['--import', 'tsx', 'apps/server/src/reliability/main.ts']);
} catch {
  process.exit(1);
}
