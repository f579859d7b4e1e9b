import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';
import path from 'node:path';
import type { OutputAsset } from 'rollup';
import type { Plugin } from 'vite';
import { chunksOf, withStaticImports } from './chunks';

/** The page's own markup before any script runs: `<div id="root">…` in index.html's body. */
const SHELL = /<div id="root">([\s\S]*)<\/body>/;
const ENTRY_STYLES = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/;
/** Elements of the shell (and the document around it) whose rules it needs. */
const SHELL_ELEMENTS = new Set(['html', 'body', 'div', 'a']);
/** Pseudo-classes and elements of the rules kept: the document, box sizing. */
const KEPT_PSEUDO = /^(:root|::?before|::?after)$/;

/** The classes the shell's markup uses. */
export function shellClasses(html: string): Set<string> {
  const shell = SHELL.exec(html)?.[1] ?? '';
  const classes = [...shell.matchAll(/class="([^"]*)"/g)].flatMap((match) =>
    match[1]!.split(/\s+/).filter(Boolean),
  );
  return new Set(classes);
}

/** Whether a selector styles nothing but the shell's classes and elements. */
function styles(selector: string, classes: Set<string>): boolean {
  const pseudo = selector.match(/::?[\w-]+/g) ?? [];
  if (!pseudo.every((part) => KEPT_PSEUDO.test(part))) return false;
  if (/[#[]/.test(selector)) return false;
  const bare = selector.replace(/::?[\w-]+/g, ' ');
  const used = [...bare.matchAll(/\.([\w-]+)/g)].map((match) => match[1]!);
  const elements = [...bare.replace(/\.[\w-]+/g, ' ').matchAll(/[a-z][\w-]*/gi)].map((match) =>
    match[0].toLowerCase(),
  );
  return (
    used.every((name) => classes.has(name)) && elements.every((name) => SHELL_ELEMENTS.has(name))
  );
}

/** Keeps, in place, the rules of `container` that style the shell; answers whether any is left. */
function keepShellRules(container: Container, classes: Set<string>): boolean {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      const kept = rule.selectors.filter((selector) => styles(selector, classes));
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    } else if (node.type === 'atrule') {
      const at = node as AtRule;
      if (!['media', 'supports'].includes(at.name) || !keepShellRules(at, classes)) at.remove();
    } else if (node.type === 'comment') {
      node.remove();
    }
  });
  return (container.nodes?.length ?? 0) > 0;
}

/** The rules of `css` the shell needs to be painted as it will look with all of them. */
export function firstPaintRules(css: string, classes: Set<string>): string {
  const root = postcss.parse(css);
  keepShellRules(root, classes);
  return root.toString().replace(/\n+/g, '');
}

/**
 * The first paint waits for no file and no script: the page's own top bar (index.html's `#root`)
 * is painted as soon as the page has come, then the app runs (src/main.tsx).
 * - The rules the top bar needs go into the page; the app's stylesheet is only named early
 *   (`rel="preload"`, marked `data-app-styles`), and the app applies it before it renders.
 *   Otherwise the page stays blank until the whole stylesheet (Bootstrap, about 20 KB) has come.
 * - The app (`app`, which the entry imports after the first paint) and the chunks it imports are
 *   named early too, so they are fetched meanwhile, but run after it: `rel="preload" as="script"`,
 *   which only fetches (a `modulepreload` would also compile them, on the main thread, before
 *   the paint).
 *
 * @param app the module the entry starts after the first paint (`src/app/start.tsx`)
 */
export function firstPaint(app: string): Plugin {
  let appId = '';
  return {
    name: 'store:first-paint',
    apply: 'build',
    configResolved(config) {
      appId = path.resolve(config.root, app);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const link = ENTRY_STYLES.exec(html);
        const asset = link && context.bundle?.[link[1]!];
        if (!link || !asset || asset.type !== 'asset' || !context.bundle) {
          throw new Error('first-paint: index.html names no stylesheet of the build');
        }
        const css = String((asset as OutputAsset).source);
        const rules = firstPaintRules(css, shellClasses(html));
        const app = chunksOf(context.bundle).find((chunk) => chunk.moduleIds.includes(appId));
        if (!app) throw new Error(`first-paint: no chunk holds ${appId}`);
        const appFiles = [...withStaticImports(context.bundle, [app])]
          .filter((chunk) => !chunk.isEntry)
          .map((chunk) => `<link rel="preload" as="script" crossorigin href="/${chunk.fileName}">`);
        return html.replace(
          link[0],
          `<link rel="preload" as="style" crossorigin href="/${link[1]}" data-app-styles><style>${rules}</style>${appFiles.join('')}`,
        );
      },
    },
  };
}
