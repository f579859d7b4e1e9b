// npm run test:e2e: browser journeys in Debian's Chromium against the real server on a fresh data folder.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { buildWhatIsMissing, ROOT, run } from './lib.mjs';

const problem = ensureChromium();
if (problem) {
  console.error(problem);
  process.exit(1);
}
await buildWhatIsMissing();
rmSync(path.join(ROOT, '.tmp/e2e-data'), { recursive: true, force: true });
rmSync(path.join(ROOT, '.tmp/e2e-data-kakaopay'), { recursive: true, force: true });
try {
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
} catch {
  process.exit(1);
}
