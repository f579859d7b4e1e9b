import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time of any file under the given folders (node_modules and dist skipped). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        walk(path.join(p, name));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(ROOT, p)));
  return newest;
}

export function isStale(output, sources) {
  const file = path.join(ROOT, output);
  return !existsSync(file) || statSync(file).mtimeMs < newestMtime(sources);
}

/** Runs a command, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/vite',
  'packages/contract/src',
];
export const SERVER_SOURCES = ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'];

/** Builds the web app and the server when their output is missing or older than their sources. */
export async function buildWhatIsMissing() {
  if (isStale('apps/web/dist/index.html', WEB_SOURCES)) {
    console.log('웹 화면을 빌드합니다...');
    await run('npm', ['run', 'build', '-w', 'apps/web', '--silent']);
  }
  if (isStale('apps/server/dist/server.mjs', SERVER_SOURCES)) {
    console.log('서버를 빌드합니다...');
    await run('npm', ['run', 'build', '-w', 'apps/server', '--silent']);
  }
}
