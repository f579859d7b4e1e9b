import { createRequire } from 'node:module';
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * Draws the demo shop's pictures: SVG rendered to PNG by resvg (prebuilt with the package, no
 * canvas and no system library). Text is set in Pretendard from npm, the store's own typeface,
 * so a fresh machine without any fonts draws the same pictures.
 */

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf');
/** The one face the pictures use (weights other than bold would each load another file). */
export const PICTURE_FONT = 'Pretendard';

const RENDER_OPTIONS: ResvgRenderOptions = {
  font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: PICTURE_FONT },
  // Antialiased edges and kerned text: the pictures are shown large on the detail page.
  shapeRendering: 2,
  textRendering: 1,
};

/** An SVG document as PNG, rendered off the main thread (resvg's async render). */
export async function renderPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, RENDER_OPTIONS);
  return image.asPng();
}

/** The same, at once: for a few small pictures (the browser journeys' uploads). */
export function renderPngNow(svg: string): Buffer {
  return new Resvg(svg, RENDER_OPTIONS).render().asPng();
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as SVG character data or an attribute value. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/**
 * Roughly how wide `text` is set in Pretendard Bold at `size` px: Hangul syllables are about one
 * em, Latin letters and digits about 0.6, spaces a quarter. Slightly generous, so that a line
 * measured to fit does fit.
 */
export function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const character of text) {
    if (/[\uac00-\ud7a3]/.test(character)) ems += 0.95;
    else if (character === ' ') ems += 0.27;
    else if (/[A-Z0-9]/.test(character)) ems += 0.66;
    else if (/[a-z]/.test(character)) ems += 0.56;
    else ems += 0.4;
  }
  return ems * size;
}

/**
 * `text` in lines at most `width` wide at `size` px, broken between words, at most `maxLines`
 * (the last one cut with an ellipsis when the words do not fit).
 */
export function wrapText(text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, size) <= width) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.length > 1 && textWidth(`${last}…`, size) > width) last = last.slice(0, -1).trim();
  kept[maxLines - 1] = `${last}…`;
  return kept;
}
