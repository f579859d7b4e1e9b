/**
 * Pretendard, the store's typeface, from its npm package and served by the store itself: the
 * variable font cut into unicode-range subsets (92 files of 8 to 44 KB), so a page fetches
 * only the subsets of the characters it shows, every weight in one file each. Its @font-face
 * rules (`font-display: swap`) are a stylesheet apart, asked for once the page has loaded and the
 * browser is idle: the first screen (and its largest picture) never waits for a font, text shows at
 * once in the system's face and takes Pretendard as its subsets arrive (cached for a year after).
 */
const FONT_FACES = () =>
  import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');

/** How long the browser may stay busy before the font is asked for all the same. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
}

/** Asks for the font's stylesheet after the page's `load` event, when the browser is idle. */
export function loadWebFont(): void {
  const load = () => whenIdle(() => void FONT_FACES().catch(() => undefined));
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
