import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintRules, shellClasses } from './first-paint';

const INDEX_HTML = readFileSync(path.resolve(__dirname, '../index.html'), 'utf8');

const CSS = [
  ':root,[data-bs-theme=light]{--bs-body-bg:#fff}',
  '*,:after,:before{box-sizing:border-box}',
  'body{margin:0}',
  'a{color:var(--bs-link-color)}',
  'a:hover{color:red}',
  '[hidden]{display:none!important}',
  '.container{width:100%}',
  '@media (min-width:576px){.container{max-width:540px}.row{display:flex}}',
  '@media print{.btn{display:none}}',
  '.navbar{display:flex}',
  '.navbar-expand-lg .navbar-nav{flex-direction:row}',
  '.navbar-brand,.btn{font-size:1.25rem}',
  '.btn{padding:.375rem}',
  '@font-face{font-family:x;src:url(x.woff2)}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '/* a comment */',
].join('');

describe('the first paint', () => {
  it("reads the classes of index.html's own top bar", () => {
    const classes = shellClasses(INDEX_HTML);
    for (const name of ['app-header', 'navbar', 'container', 'navbar-brand', 'fw-bold'])
      expect(classes).toContain(name);
    expect(classes).not.toContain('btn');
  });

  it('keeps only the rules that style the top bar, the document and its boxes', () => {
    const rules = firstPaintRules(CSS, new Set(['container', 'navbar', 'navbar-brand']));
    expect(rules).toBe(
      [
        ':root{--bs-body-bg:#fff}',
        '*,:after,:before{box-sizing:border-box}',
        'body{margin:0}',
        'a{color:var(--bs-link-color)}',
        '.container{width:100%}',
        '@media (min-width:576px){.container{max-width:540px}}',
        '.navbar{display:flex}',
        '.navbar-brand{font-size:1.25rem}',
      ].join(''),
    );
  });
});
