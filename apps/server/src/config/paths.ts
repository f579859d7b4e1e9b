import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder, found from this file whether it runs from src/ (tests, tsx) or from
 * the bundle in dist/: the nearest folder above that holds drizzle.config.ts.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle.config.ts'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server 폴더를 찾을 수 없습니다.');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '..', 'web', 'dist');
export const SEED_ASSETS_DIR = path.join(SERVER_ROOT, 'seed-assets');
