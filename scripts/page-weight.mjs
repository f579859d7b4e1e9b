// node scripts/page-weight.mjs [dist folder] [--verbose]: what the first load of the home page ships,
// gzipped (and, for comparison, of the sale list and a sale detail), and all the JavaScript of the
// build. Reads the Vite manifest of the built web app and sums the entry, the app it starts after
// the first paint, the chunks they import statically, and the screen's chunk with its static
// imports (JavaScript and CSS). Chunks loaded later on demand (dynamic imports: other screens, the top bar's dropdown menus) are not counted.
// Exits with 1 when the home page is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib.mjs';

const SCREENS = {
  home: 'src/features/home/pages/home-page.tsx',
  'sale list': 'src/features/sale/pages/sale-list-page.tsx',
  'sale detail': 'src/features/sale/pages/sale-detail-page.tsx',
};
// React 19 with React DOM is about 60 KB of it, React Router about 35 KB (docs/decisions.md,
// "Page weight").
const LIMIT_KB = 150;

const distArgument = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
const dist = path.resolve(distArgument ?? path.join(ROOT, 'apps/web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `${manifestFile} 이(가) 없습니다. 먼저 웹 화면을 빌드하세요 (npm run build -w apps/web).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** The manifest keys of a chunk and everything it imports statically. */
function withStaticImports(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`manifest has no entry ${key}`);
    seen.add(key);
    withStaticImports(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('manifest has no entry');
// The app, which the entry imports once the page's first paint is done (apps/web/src/main.tsx).
const appKeys = manifest[entryKey].dynamicImports ?? [];

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const verbose = process.argv.includes('--verbose');

function firstLoad(screen) {
  if (!manifest[screen]) throw new Error(`manifest has no ${screen}`);
  const chunks = withStaticImports([entryKey, ...appKeys, screen]);
  const js = [...chunks].map((key) => manifest[key].file);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))];
  const rows = [...js, ...css].map((file) => ({ file, kb: gzipKb(file) }));
  const total = (files) =>
    rows.filter((row) => files.includes(row.file)).reduce((sum, row) => sum + row.kb, 0);
  return { rows, jsKb: total(js), cssKb: total(css) };
}

let homeJsKb = 0;
for (const [name, screen] of Object.entries(SCREENS)) {
  const { rows, jsKb, cssKb } = firstLoad(screen);
  if (name === 'home') homeJsKb = jsKb;
  const budget = name === 'home' ? ` (budget ${LIMIT_KB} KB)` : '';
  console.log(
    `${name} first load: ${jsKb.toFixed(1)} KB JS gz${budget}, ${cssKb.toFixed(1)} KB CSS gz`,
  );
  if (verbose)
    for (const row of rows.sort((a, b) => b.kb - a.kb))
      console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.file}`);
}
const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
  file.endsWith('.js'),
);
const allJsKb = allJs.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`all JavaScript: ${allJsKb.toFixed(1)} KB gz in ${allJs.length} files`);
if (homeJsKb > LIMIT_KB) {
  console.error(`the home page's first load is over its budget of ${LIMIT_KB} KB of JavaScript`);
  process.exitCode = 1;
}
