import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the reliability tests leave their figures for docs/reliability.md. */
export const FIGURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../.tmp/reliability',
);

/** Prints one summary line and keeps the figures as JSON (`.tmp/reliability/<name>.json`). */
export function reportFigures(name: string, line: string, figures: Record<string, unknown>): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(
    path.join(FIGURES_DIR, `${name}.json`),
    `${JSON.stringify({ ...figures, line, date: new Date().toISOString() }, null, 2)}\n`,
  );
  console.log(line);
}
