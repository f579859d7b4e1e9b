// npm run test:cluster: three store processes (`npm start`, the Dockerfile's command) on one
// PostgreSQL, Redis and an S3 fake, behind nginx, and the checks of docs/deploy.md ("The cluster
// test"). Builds what is missing first (once, so the three starts do not build at the same time),
// then runs the harness (apps/server/src/cluster, with tsx).
//
// Needs PostgreSQL at postgres://postgres@127.0.0.1:5432 (CLUSTER_POSTGRES_URL; it creates and
// drops a database cluster_<random>), Redis at redis://127.0.0.1:6379/12 (CLUSTER_REDIS_URL; it
// clears only the store's keys of its run there) and Debian's nginx (/usr/sbin/nginx, NGINX_PATH):
// run as root with apt-get, it installs nginx when missing. Ports 3600-3699. Logs: .tmp/cluster/.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildWhatIsMissing, run } from './lib.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function ensureNginx() {
  if (existsSync(NGINX)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('nginx 가 없어 Debian 패키지로 설치합니다 (apt-get install nginx)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
    if (existsSync(NGINX)) return true;
  }
  console.error(
    `nginx 가 필요합니다: 'sudo apt-get install nginx' 를 실행하거나 NGINX_PATH 를 지정하세요.`,
  );
  return false;
}

if (!ensureNginx()) process.exit(1);
await buildWhatIsMissing();

try {
  await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cluster/main.ts']);
} catch {
  process.exit(1);
}
