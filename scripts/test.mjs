// npm test: typecheck, lint, formatting, every unit and API test, the home page's weight, then the
// browser journeys; a summary.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { buildWhatIsMissing, ROOT } from './lib.mjs';

const TMP = path.join(ROOT, '.tmp');
mkdirSync(TMP, { recursive: true });

function exec(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const results = [];
async function step(name, work) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  let outcome;
  try {
    outcome = await work();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    outcome = { ok: false };
  }
  results.push({ name, seconds: (Date.now() - started) / 1000, ...outcome });
}

await step('typecheck', async () => {
  let ok = true;
  for (const project of ['packages/contract', 'apps/server', 'apps/web', 'apps/web/e2e']) {
    ok = (await exec('npx', ['tsc', '-p', project])) && ok;
  }
  return { ok };
});

await step('lint', async () => ({ ok: await exec('npx', ['eslint', '.', '--max-warnings=0']) }));

await step('format', async () => ({
  ok: await exec('npx', ['prettier', '--check', '.', '--log-level=warn']),
}));

await step('unit and API tests', async () => {
  const file = path.join(TMP, 'vitest-results.json');
  rmSync(file, { force: true });
  const ok = await exec('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
  ]);
  const report = readJson(file);
  return {
    ok,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (ok ? 0 : report.numFailedTestSuites) : 1,
  };
});

// The home page's first load within its budget of gzipped JavaScript (exits 1 over it).
await step('page weight', async () => {
  await buildWhatIsMissing();
  return { ok: await exec('node', ['scripts/page-weight.mjs']) };
});

await step('browser journeys', async () => {
  const problem = ensureChromium();
  if (problem) {
    console.error(problem);
    return { ok: false, failed: 1, passed: 0 };
  }
  await buildWhatIsMissing();
  rmSync(path.join(TMP, 'e2e-data'), { recursive: true, force: true });
  rmSync(path.join(TMP, 'e2e-data-kakaopay'), { recursive: true, force: true });
  const file = path.join(TMP, 'e2e-results.json');
  rmSync(file, { force: true });
  const ok = await exec('npx', ['playwright', 'test']);
  const stats = existsSync(file) ? readJson(file)?.stats : null;
  return {
    ok,
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats ? stats.unexpected : 1,
  };
});

let passed = 0;
let failed = 0;
console.log('\n== Summary');
for (const result of results) {
  const counts =
    result.passed === undefined ? '' : `  ${result.passed} passed, ${result.failed} failed`;
  console.log(
    `  ${result.ok ? 'ok  ' : 'FAIL'}  ${result.name.padEnd(20)} ${result.seconds.toFixed(1).padStart(6)}s${counts}`,
  );
  // Tests count by their number; a failed check (typecheck, lint, format) counts as one failure.
  passed += result.passed ?? 0;
  failed += result.failed ?? (result.ok ? 0 : 1);
}
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
