import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The folder above this one (src), from this file's own path: jsdom's URL is not Node's.
const SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What no screen may hold. Native dialogs block the page and cannot be styled or read in Korean
 * by every screen reader: the store has its dialogs and toasts (components/confirm-dialog.tsx,
 * toast.tsx). A particle written both ways reads as machine output: withParticle (the contract's
 * common/particle.ts) picks the one that fits.
 */
const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /\b(alert|confirm|prompt)\(/, why: 'a native dialog: use a toast or ConfirmDialog' },
  { pattern: /\((를|을|가|이|는|은|와|과|으)\)/, why: 'a particle both ways: use withParticle' },
];

/** The screens' source files; tests are left out (they hold payloads like `javascript:alert(1)`). */
function sourceFiles(): string[] {
  return readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
}

/** `file:line: text (why)` for every forbidden line of `text`. */
function findForbidden(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(
        ({ why }) => `${file}:${index + 1}: ${line.trim()} (${why})`,
      ),
    );
}

describe('source guards', () => {
  it('finds a native dialog or a particle written both ways, naming the file and line', () => {
    const planted = ["const ok = '상품을 담았습니다.';", "window.alert('저장되었습니다.');"];
    expect(findForbidden('planted.tsx', planted.join('\n'))).toEqual([
      "planted.tsx:2: window.alert('저장되었습니다.'); (a native dialog: use a toast or ConfirmDialog)",
    ]);
    expect(findForbidden('a.ts', 'if (confirm(text)) go();')).toHaveLength(1);
    expect(findForbidden('a.ts', '`${name}을(를) 빌려 쓰세요.`')).toHaveLength(1);
    expect(findForbidden('a.ts', "`'${state}'(으)로 변경`")).toHaveLength(1);
    // Names that only contain the words, and roles, are not dialogs.
    expect(
      findForbidden('a.tsx', 'onConfirm(); <div role="alert" />; useConfirmedWrite()'),
    ).toEqual([]);
  });

  it('no screen source opens a native dialog or writes a particle both ways', () => {
    const files = sourceFiles();
    // The walk found the sources (a wrong folder would pass with nothing read).
    expect(files).toContain(path.join('components', 'toast.tsx'));
    const offences = files.flatMap((file) =>
      findForbidden(
        path.join('apps/web/src', file),
        readFileSync(path.join(SOURCE_DIR, file), 'utf8'),
      ),
    );
    expect(offences).toEqual([]);
  });
});
