import { escapeXml, PICTURE_FONT, textWidth, wrapText } from './png';

/**
 * The demo shop's pictures as SVG: each product its own silhouette (a tent, a camera, a stroller,
 * ...) in a colour of its own, with its brand and name set on it; the categories and banners are
 * compositions of their products. Drawn in a 200 x 200 box; `place` sizes and moves a drawing.
 */

export interface Palette {
  /** The product's own colour, and a darker and a lighter shade of it. */
  body: string;
  dark: string;
  light: string;
  /** The background behind it, from top to bottom, and the text set on it. */
  bgTop: string;
  bgBottom: string;
  text: string;
  /** A second colour for small parts (a toy, a cup), opposite the product's on the colour wheel. */
  accent: string;
}

const INK = '#262b34';
const METAL = '#c9ced6';
const GLASS = '#34425b';
const LED = '#6fdc8c';
const WARM = '#ffd166';
const WHITE = '#ffffff';

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The colours of a product whose hue is `hue` (0-360). */
export function paletteOf(hue: number): Palette {
  return {
    body: hsl(hue, 56, 50),
    dark: hsl(hue, 52, 32),
    light: hsl(hue, 62, 80),
    bgTop: hsl(hue, 45, 96),
    bgBottom: hsl(hue, 34, 87),
    text: hsl(hue, 45, 15),
    accent: hsl((hue + 180) % 360, 70, 60),
  };
}

type Draw = (p: Palette) => string;

/** Silhouettes by kind of product, standing on the bottom of a 200 x 200 box. */
const SHAPES = {
  tent: (p) => `
    <path d="M8 188 C16 36 184 36 192 188 Z" fill="${p.body}"/>
    <path d="M40 188 C50 78 150 78 160 188" stroke="${p.dark}" stroke-width="4" fill="none"/>
    <path d="M70 188 Q100 96 130 188 Z" fill="${p.dark}"/>
    <path d="M100 128 V188" stroke="${p.light}" stroke-width="3"/>
    <rect x="88" y="66" width="24" height="10" rx="4" fill="${p.dark}"/>`,
  chair: (p) => `
    <path d="M150 188 L50 140 M50 188 L150 140" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>
    <path d="M48 30 H152 A12 12 0 0 1 164 42 V118 H36 V42 A12 12 0 0 1 48 30 Z" fill="${p.body}"/>
    <rect x="28" y="110" width="144" height="32" rx="10" fill="${p.dark}"/>
    <rect x="16" y="92" width="30" height="11" rx="5" fill="${INK}"/>
    <rect x="154" y="92" width="30" height="11" rx="5" fill="${INK}"/>`,
  mug: (p) => `
    <path d="M146 78 H160 A26 26 0 0 1 160 140 H146" stroke="${METAL}" stroke-width="13" fill="none"/>
    <rect x="42" y="48" width="106" height="140" rx="14" fill="${METAL}"/>
    <rect x="42" y="48" width="106" height="140" rx="14" fill="${p.body}" opacity="0.35"/>
    <ellipse cx="95" cy="50" rx="53" ry="9" fill="${p.dark}"/>
    <rect x="56" y="64" width="10" height="110" rx="5" fill="${WHITE}" opacity="0.45"/>`,
  lantern: (p) => `
    <path d="M68 32 Q100 -2 132 32" stroke="${INK}" stroke-width="6" fill="none"/>
    <rect x="60" y="28" width="80" height="26" rx="9" fill="${p.body}"/>
    <rect x="68" y="52" width="64" height="100" rx="10" fill="#fff3c4"/>
    <circle cx="100" cy="102" r="24" fill="${WARM}"/>
    <path d="M82 54 V150 M118 54 V150" stroke="${p.dark}" stroke-width="5"/>
    <rect x="56" y="148" width="88" height="40" rx="12" fill="${p.body}"/>`,
  sleepingBag: (p) => `
    <path d="M100 12 C154 12 164 62 152 112 L136 188 H64 L48 112 C36 62 46 12 100 12 Z" fill="${p.body}"/>
    <ellipse cx="100" cy="52" rx="32" ry="26" fill="${p.dark}"/>
    <path d="M62 104 H138 M60 134 H140 M64 164 H136" stroke="${p.dark}" stroke-width="3" opacity="0.45"/>
    <path d="M132 74 L121 184" stroke="${p.light}" stroke-width="3" stroke-dasharray="7 5"/>`,
  airPurifier: (p) => `
    <rect x="52" y="12" width="96" height="176" rx="24" fill="${p.body}"/>
    <path d="M52 44 V36 A24 24 0 0 1 76 12 H124 A24 24 0 0 1 148 36 V44 Z" fill="${p.dark}"/>
    <path d="M70 66 H130 M70 80 H130 M70 94 H130 M70 108 H130 M70 122 H130" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="100" cy="156" r="11" fill="${LED}"/>`,
  vacuum: (p) => `
    <rect x="92" y="10" width="16" height="44" rx="7" fill="${INK}"/>
    <path d="M80 50 H124 A14 14 0 0 1 138 64 V96 A14 14 0 0 1 124 110 H80 Z" fill="${p.body}"/>
    <rect x="112" y="58" width="40" height="30" rx="9" fill="${p.dark}"/>
    <circle cx="96" cy="80" r="12" fill="${p.light}"/>
    <rect x="94" y="108" width="12" height="66" rx="3" fill="${METAL}"/>
    <path d="M52 172 H148 A10 10 0 0 1 158 182 V190 H42 V182 A10 10 0 0 1 52 172 Z" fill="${INK}"/>`,
  hairDryer: (p) => `
    <rect x="82" y="104" width="36" height="84" rx="16" fill="${p.body}"/>
    <rect x="82" y="158" width="36" height="10" fill="${p.dark}"/>
    <circle cx="100" cy="66" r="42" fill="none" stroke="${p.body}" stroke-width="28"/>
    <circle cx="100" cy="66" r="56" fill="none" stroke="${p.dark}" stroke-width="5"/>
    <circle cx="100" cy="66" r="28" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
  riceCooker: (p) => `
    <path d="M38 90 Q100 30 162 90 Z" fill="${p.dark}"/>
    <rect x="88" y="44" width="24" height="12" rx="5" fill="${INK}"/>
    <rect x="32" y="84" width="136" height="104" rx="28" fill="${p.body}"/>
    <rect x="76" y="116" width="48" height="28" rx="7" fill="${INK}"/>
    <rect x="84" y="124" width="20" height="6" rx="2" fill="${LED}"/>
    <circle cx="100" cy="164" r="7" fill="${p.light}"/>`,
  dehumidifier: (p) => `
    <rect x="44" y="20" width="112" height="168" rx="18" fill="${p.body}"/>
    <rect x="58" y="36" width="84" height="46" rx="8" fill="${p.light}" opacity="0.7"/>
    <path d="M66 48 H134 M66 59 H134 M66 70 H134" stroke="${p.dark}" stroke-width="4"/>
    <rect x="86" y="96" width="28" height="10" rx="5" fill="${INK}"/>
    <rect x="52" y="126" width="96" height="54" rx="10" fill="${p.dark}"/>
    <rect x="62" y="136" width="12" height="34" rx="4" fill="${p.light}" opacity="0.6"/>`,
  mirrorless: (p) => camera(p, 42),
  dslr: (p) => camera(p, 52),
  pocketGimbal: (p) => `
    <rect x="78" y="72" width="44" height="118" rx="20" fill="${p.body}"/>
    <rect x="86" y="104" width="28" height="34" rx="5" fill="${INK}"/>
    <rect x="89" y="107" width="22" height="28" rx="3" fill="${GLASS}"/>
    <circle cx="100" cy="160" r="6" fill="${p.dark}"/>
    <circle cx="100" cy="46" r="32" fill="${p.dark}"/>
    <circle cx="100" cy="46" r="17" fill="${INK}"/>
    <circle cx="100" cy="46" r="8" fill="${GLASS}"/>`,
  actionCam: (p) => `
    <rect x="62" y="36" width="28" height="16" rx="5" fill="${p.dark}"/>
    <rect x="30" y="48" width="140" height="110" rx="20" fill="${p.body}"/>
    <rect x="46" y="66" width="62" height="62" rx="12" fill="${INK}"/>
    <circle cx="77" cy="97" r="22" fill="${p.dark}"/>
    <circle cx="77" cy="97" r="11" fill="${GLASS}"/>
    <circle cx="72" cy="92" r="3" fill="${WHITE}" opacity="0.7"/>
    <rect x="118" y="68" width="38" height="26" rx="4" fill="${GLASS}"/>
    <rect x="118" y="106" width="12" height="12" rx="6" fill="#e5484d"/>`,
  stroller: (p) => `
    <path d="M58 140 L46 174 M142 140 L154 174" stroke="${INK}" stroke-width="6"/>
    <path d="M112 112 L164 26" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>
    <path d="M40 110 A72 72 0 0 1 112 38 V110 Z" fill="${p.body}"/>
    <path d="M64 110 A48 48 0 0 1 112 62" stroke="${p.light}" stroke-width="4" fill="none" opacity="0.6"/>
    <path d="M30 108 H164 L152 142 H44 Z" fill="${p.dark}"/>
    <circle cx="46" cy="176" r="14" fill="${INK}"/>
    <circle cx="154" cy="176" r="14" fill="${INK}"/>
    <circle cx="46" cy="176" r="5" fill="${METAL}"/>
    <circle cx="154" cy="176" r="5" fill="${METAL}"/>`,
  carSeat: (p) => `
    <rect x="58" y="14" width="84" height="130" rx="32" fill="${p.body}"/>
    <rect x="36" y="108" width="128" height="58" rx="22" fill="${p.body}"/>
    <rect x="72" y="34" width="56" height="96" rx="24" fill="${p.light}" opacity="0.55"/>
    <path d="M84 56 L100 124 L116 56" stroke="${INK}" stroke-width="6" fill="none" stroke-linejoin="round"/>
    <rect x="92" y="108" width="16" height="16" rx="3" fill="${METAL}"/>
    <rect x="42" y="164" width="116" height="22" rx="8" fill="${INK}"/>`,
  playGym: (p) => `
    <rect x="12" y="166" width="176" height="22" rx="11" fill="${p.light}"/>
    <path d="M32 172 Q100 6 168 172" stroke="${p.body}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M72 74 V104 M100 54 V88 M128 74 V104" stroke="${p.dark}" stroke-width="2"/>
    <circle cx="72" cy="112" r="10" fill="${p.accent}"/>
    <rect x="90" y="88" width="20" height="20" rx="4" fill="${WARM}"/>
    <path d="M128 102 L138 120 H118 Z" fill="${p.dark}"/>`,
  highChair: (p) => `
    <path d="M66 14 L86 186" stroke="${p.body}" stroke-width="14" stroke-linecap="round"/>
    <path d="M34 186 H176" stroke="${p.body}" stroke-width="12" stroke-linecap="round"/>
    <path d="M66 40 H104 M70 66 H104" stroke="${p.dark}" stroke-width="9" stroke-linecap="round"/>
    <path d="M76 104 H152" stroke="${p.dark}" stroke-width="11" stroke-linecap="round"/>
    <path d="M80 144 H164" stroke="${p.dark}" stroke-width="11" stroke-linecap="round"/>
    <path d="M150 104 L170 186" stroke="${p.body}" stroke-width="10" stroke-linecap="round"/>`,
  drill: (p) => `
    <path d="M68 92 H114 L104 156 H74 Z" fill="${p.dark}"/>
    <rect x="104" y="96" width="10" height="20" rx="3" fill="${INK}"/>
    <path d="M40 48 H146 A24 24 0 0 1 146 96 H40 A12 12 0 0 1 28 84 V60 A12 12 0 0 1 40 48 Z" fill="${p.body}"/>
    <rect x="166" y="60" width="22" height="24" rx="4" fill="${INK}"/>
    <rect x="186" y="67" width="12" height="10" fill="${METAL}"/>
    <rect x="46" y="150" width="88" height="38" rx="9" fill="${INK}"/>
    <rect x="56" y="160" width="30" height="6" rx="3" fill="${LED}"/>`,
  circularSaw: (p) => `
    <circle cx="84" cy="118" r="62" fill="${METAL}"/>
    <circle cx="84" cy="118" r="62" fill="none" stroke="${INK}" stroke-width="4" stroke-dasharray="7 5"/>
    <circle cx="84" cy="118" r="11" fill="${INK}"/>
    <path d="M24 120 A60 60 0 0 1 144 108 L152 150 H24 Z" fill="${p.body}"/>
    <rect x="112" y="38" width="74" height="42" rx="20" fill="${p.dark}"/>
    <path d="M130 80 L124 112" stroke="${p.dark}" stroke-width="14"/>
    <rect x="16" y="150" width="176" height="14" rx="5" fill="${INK}"/>`,
  laserMeter: (p) => `
    <path d="M100 28 V0" stroke="#e5484d" stroke-width="3"/>
    <rect x="62" y="26" width="76" height="160" rx="18" fill="${p.body}"/>
    <rect x="72" y="42" width="56" height="44" rx="7" fill="${INK}"/>
    <rect x="80" y="54" width="34" height="9" rx="2" fill="${LED}"/>
    <rect x="80" y="69" width="22" height="6" rx="2" fill="${LED}" opacity="0.6"/>
    <circle cx="100" cy="118" r="15" fill="${p.dark}"/>
    <circle cx="82" cy="154" r="8" fill="${p.dark}"/>
    <circle cx="118" cy="154" r="8" fill="${p.dark}"/>`,
  pressureWasher: (p) => `
    <path d="M128 80 C178 80 178 146 150 168" stroke="${INK}" stroke-width="5" fill="none"/>
    <path d="M140 44 L188 18" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
    <rect x="66" y="14" width="48" height="22" rx="9" fill="${p.dark}"/>
    <rect x="46" y="34" width="88" height="130" rx="22" fill="${p.body}"/>
    <circle cx="90" cy="84" r="18" fill="${p.light}"/>
    <circle cx="66" cy="170" r="18" fill="${INK}"/>
    <circle cx="66" cy="170" r="7" fill="${METAL}"/>`,
  lawnMower: (p) => `
    <path d="M120 120 L174 26" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>
    <path d="M158 28 H192" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>
    <path d="M32 114 H138 A22 22 0 0 1 160 136 V160 H10 V136 A22 22 0 0 1 32 114 Z" fill="${p.body}"/>
    <rect x="52" y="92" width="56" height="26" rx="8" fill="${p.dark}"/>
    <rect x="16" y="150" width="140" height="10" fill="${p.dark}"/>
    <circle cx="42" cy="170" r="18" fill="${INK}"/>
    <circle cx="134" cy="170" r="18" fill="${INK}"/>`,
  suitcase: (p) => `
    <rect x="78" y="12" width="44" height="24" rx="6" fill="none" stroke="${INK}" stroke-width="7"/>
    <rect x="42" y="32" width="116" height="148" rx="20" fill="${p.body}"/>
    <path d="M71 40 V172 M100 40 V172 M129 40 V172" stroke="${p.dark}" stroke-width="4" opacity="0.5"/>
    <circle cx="58" cy="186" r="8" fill="${INK}"/>
    <circle cx="142" cy="186" r="8" fill="${INK}"/>`,
  cabinCase: (p) => `
    <path d="M84 72 V20 M116 72 V20" stroke="${METAL}" stroke-width="6"/>
    <rect x="78" y="12" width="44" height="12" rx="6" fill="${INK}"/>
    <rect x="56" y="66" width="88" height="114" rx="16" fill="${p.body}"/>
    <path d="M56 98 H144 M56 128 H144 M56 158 H144" stroke="${p.dark}" stroke-width="4" opacity="0.5"/>
    <circle cx="70" cy="186" r="7" fill="${INK}"/>
    <circle cx="130" cy="186" r="7" fill="${INK}"/>`,
  powerBank: (p) => `
    <path d="M100 26 C100 0 164 6 164 40 V76" stroke="${INK}" stroke-width="5" fill="none"/>
    <rect x="86" y="20" width="28" height="10" rx="3" fill="${INK}"/>
    <rect x="52" y="28" width="96" height="158" rx="18" fill="${p.body}"/>
    <rect x="66" y="46" width="68" height="8" rx="4" fill="${p.light}" opacity="0.7"/>
    <circle cx="82" cy="164" r="4" fill="${LED}"/>
    <circle cx="94" cy="164" r="4" fill="${LED}"/>
    <circle cx="106" cy="164" r="4" fill="${LED}"/>
    <circle cx="118" cy="164" r="4" fill="${p.dark}"/>`,
  pocketWifi: (p) => `
    <path d="M56 52 Q100 12 144 52" stroke="${p.dark}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M74 64 Q100 40 126 64" stroke="${p.dark}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <rect x="46" y="80" width="108" height="106" rx="24" fill="${p.body}"/>
    <circle cx="100" cy="124" r="15" fill="${p.light}"/>
    <circle cx="100" cy="124" r="6" fill="${LED}"/>
    <rect x="72" y="156" width="56" height="9" rx="4" fill="${p.dark}"/>`,
  dutchOven: (p) => `
    <rect x="8" y="100" width="30" height="18" rx="9" fill="${p.body}"/>
    <rect x="162" y="100" width="30" height="18" rx="9" fill="${p.body}"/>
    <path d="M28 92 H172 V146 A40 40 0 0 1 132 186 H68 A40 40 0 0 1 28 146 Z" fill="${p.body}"/>
    <path d="M22 94 Q100 46 178 94 Z" fill="${p.dark}"/>
    <rect x="86" y="52" width="28" height="16" rx="6" fill="${METAL}"/>
    <rect x="44" y="108" width="10" height="62" rx="5" fill="${WHITE}" opacity="0.3"/>`,
  airFryer: (p) => `
    <rect x="38" y="20" width="124" height="168" rx="36" fill="${p.body}"/>
    <circle cx="100" cy="60" r="18" fill="${INK}"/>
    <circle cx="100" cy="60" r="6" fill="${p.light}"/>
    <rect x="50" y="98" width="100" height="76" rx="16" fill="${p.dark}"/>
    <rect x="80" y="126" width="40" height="12" rx="6" fill="${INK}"/>`,
  coffeeMachine: (p) => `
    <rect x="48" y="20" width="104" height="166" rx="16" fill="${p.body}"/>
    <path d="M48 62 V36 A16 16 0 0 1 64 20 H136 A16 16 0 0 1 152 36 V62 Z" fill="${p.dark}"/>
    <rect x="62" y="78" width="76" height="86" rx="8" fill="${INK}" opacity="0.22"/>
    <rect x="90" y="78" width="20" height="12" fill="${INK}"/>
    <path d="M80 120 H120 V146 A10 10 0 0 1 110 156 H90 A10 10 0 0 1 80 146 Z" fill="${WHITE}"/>
    <rect x="54" y="170" width="92" height="10" rx="3" fill="${INK}"/>`,
  standMixer: (p) => `
    <rect x="128" y="68" width="38" height="108" rx="16" fill="${p.body}"/>
    <path d="M44 44 H150 A24 24 0 0 1 174 68 V84 H44 A20 20 0 0 1 24 64 A20 20 0 0 1 44 44 Z" fill="${p.body}"/>
    <path d="M88 84 V116" stroke="${INK}" stroke-width="6"/>
    <path d="M46 112 H132 L122 164 H56 Z" fill="${METAL}"/>
    <rect x="30" y="170" width="150" height="18" rx="8" fill="${p.dark}"/>`,
  slowJuicer: (p) => `
    <rect x="88" y="12" width="26" height="36" rx="5" fill="${p.light}"/>
    <path d="M70 94 L78 44 H124 L132 94 Z" fill="${p.light}" opacity="0.85"/>
    <path d="M134 112 H160 V124 H134 Z" fill="${p.dark}"/>
    <rect x="62" y="92" width="78" height="96" rx="18" fill="${p.body}"/>
    <rect x="148" y="130" width="34" height="58" rx="6" fill="${WHITE}" stroke="${p.dark}" stroke-width="3"/>
    <rect x="152" y="152" width="26" height="32" rx="3" fill="${p.accent}" opacity="0.8"/>`,
} satisfies Record<string, Draw>;

export type Shape = keyof typeof SHAPES;

/** A camera body with its lens (`lens`: the lens's radius, larger for a full-frame zoom). */
function camera(p: Palette, lens: number): string {
  return `
    <rect x="150" y="40" width="24" height="10" rx="3" fill="${INK}"/>
    <path d="M20 58 H62 L74 36 H126 L138 58 H180 A14 14 0 0 1 194 72 V162 A14 14 0 0 1 180 176 H20 A14 14 0 0 1 6 162 V72 A14 14 0 0 1 20 58 Z" fill="${p.body}"/>
    <rect x="6" y="66" width="34" height="104" rx="14" fill="${p.dark}"/>
    <circle cx="110" cy="118" r="${lens + 12}" fill="${INK}"/>
    <circle cx="110" cy="118" r="${lens}" fill="${p.dark}"/>
    <circle cx="110" cy="118" r="${lens * 0.6}" fill="${GLASS}"/>
    <circle cx="${110 - lens * 0.25}" cy="${118 - lens * 0.25}" r="${lens * 0.14}" fill="${WHITE}" opacity="0.6"/>`;
}

/** `shape` drawn `size` px wide with its box's top left at (x, y), turned `turn` degrees. */
export function place(
  shape: Shape,
  palette: Palette,
  { x, y, size, turn = 0 }: { x: number; y: number; size: number; turn?: number },
): string {
  const scale = size / 200;
  const rotate = turn ? ` rotate(${turn} 100 100)` : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})${rotate}">${SHAPES[shape](palette)}</g>`;
}

const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const verticalGradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** Lines of text from (x, y) down, each `lineHeight` apart. */
function textLines(
  lines: string[],
  { x, y, size, lineHeight, fill, opacity = 1 }: TextStyle & { x: number; y: number },
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * lineHeight}" font-family="${PICTURE_FONT}" font-weight="700" font-size="${size}" fill="${fill}" opacity="${opacity}">${escapeXml(line)}</text>`,
    )
    .join('');
}

interface TextStyle {
  size: number;
  lineHeight: number;
  fill: string;
  opacity?: number;
}

/** A rounded label ('소모품 세트') whose right end is at `right` and middle at `middle`. */
function pill(
  text: string,
  right: number,
  middle: number,
  fill: string,
  color: string,
  size: number,
) {
  const width = Math.round(textWidth(text, size) + size * 1.4);
  const height = Math.round(size * 1.9);
  const [x, y] = [right - width, middle - height / 2];
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>${textLines(
    [text],
    { x: x + size * 0.7, y: y + size * 1.3, size, lineHeight: size, fill: color },
  )}`;
}

export interface ProductLabel {
  brand: string;
  name: string;
  /** A label beside the brand ('소모품 세트'), for a listing that is more than the product. */
  tag?: string | undefined;
}

export type ProductView = 'front' | 'detail';

/**
 * A square product picture: the product on its colour, its brand and name under it. `front` is the
 * catalogue shot on a light background; `detail` turns it and sets it larger on a dark one.
 */
export function productSvg(
  shape: Shape,
  palette: Palette,
  { brand, name, tag }: ProductLabel,
  view: ProductView = 'front',
  side = 480,
): string {
  const k = side / 480;
  const pad = 36 * k;
  const nameSize = 30 * k;
  const lines = wrapText(name, nameSize, side - 2 * pad, 2);
  const textTop = side - pad - (lines.length - 1) * nameSize * 1.25 - 34 * k;
  const dark = view === 'detail';
  const [top, bottom] = dark ? [palette.dark, palette.text] : [palette.bgTop, palette.bgBottom];
  const ink = dark ? '#ffffff' : palette.text;
  const objectSize = (dark ? 300 : 270) * k;
  const objectBottom = textTop - 44 * k;
  const object = place(shape, palette, {
    x: (side - objectSize) / 2 + (dark ? 20 * k : 0),
    y: objectBottom - objectSize,
    size: objectSize,
    turn: dark ? -8 : 0,
  });
  return svgDocument(
    side,
    side,
    `<defs>${verticalGradient('bg', top, bottom)}</defs>
    <rect width="${side}" height="${side}" fill="url(#bg)"/>
    <circle cx="${side * 0.72}" cy="${side * 0.3}" r="${side * 0.3}" fill="${dark ? palette.body : palette.light}" opacity="${dark ? 0.35 : 0.45}"/>
    <ellipse cx="${side / 2}" cy="${objectBottom + 4 * k}" rx="${objectSize * 0.42}" ry="${12 * k}" fill="#000000" opacity="${dark ? 0.3 : 0.1}"/>
    ${object}
    ${tag ? pill(tag, side - pad, textTop - 7 * k, dark ? palette.light : palette.dark, dark ? palette.text : '#ffffff', 16 * k) : ''}
    ${textLines([brand], { x: pad, y: textTop, size: 18 * k, lineHeight: 0, fill: ink, opacity: 0.72 })}
    ${textLines(lines, { x: pad, y: textTop + 38 * k, size: nameSize, lineHeight: nameSize * 1.25, fill: ink })}`,
  );
}

/**
 * A wide picture for a listing's description: brand, name and specification on the left, the
 * product large on the right.
 */
export function productSheetSvg(
  shape: Shape,
  palette: Palette,
  { brand, name, standard }: ProductLabel & { standard: string },
): string {
  const [width, height] = [800, 500];
  const lines = wrapText(name, 40, 380, 3);
  const specs = wrapText(standard, 22, 380, 2);
  const nameTop = 190 - (lines.length - 1) * 25;
  const specTop = nameTop + lines.length * 50 + 22;
  return svgDocument(
    width,
    height,
    `<defs>${verticalGradient('bg', palette.bgTop, palette.bgBottom)}</defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="600" cy="250" r="210" fill="${palette.light}" opacity="0.5"/>
    <ellipse cx="600" cy="440" rx="150" ry="14" fill="#000000" opacity="0.1"/>
    ${place(shape, palette, { x: 450, y: 140, size: 300 })}
    ${textLines([brand], { x: 56, y: nameTop - 52, size: 22, lineHeight: 0, fill: palette.text, opacity: 0.7 })}
    ${textLines(lines, { x: 56, y: nameTop, size: 40, lineHeight: 50, fill: palette.text })}
    <rect x="56" y="${specTop - 8}" width="48" height="4" rx="2" fill="${palette.body}"/>
    ${textLines(specs, { x: 56, y: specTop + 30, size: 22, lineHeight: 30, fill: palette.text, opacity: 0.8 })}`,
  );
}

export interface PlacedProduct {
  shape: Shape;
  palette: Palette;
}

/** Products on their spots, the first (the largest) drawn last so it stands in front. */
function placeProducts(
  products: PlacedProduct[],
  spots: readonly { x: number; y: number; size: number }[],
): string {
  return products
    .slice(0, spots.length)
    .map((product, index) => place(product.shape, product.palette, spots[index]!))
    .reverse()
    .join('');
}

/** A picture of a few products on their spots, over a backdrop drawn in the palette. */
interface Scene {
  width: number;
  height: number;
  spots: readonly { x: number; y: number; size: number }[];
  backdrop: (palette: Palette, width: number, height: number) => string;
}

function sceneSvg(scene: Scene, products: PlacedProduct[], palette: Palette): string {
  const { width, height } = scene;
  return svgDocument(
    width,
    height,
    `${scene.backdrop(palette, width, height)}
    ${placeProducts(products, scene.spots)}`,
  );
}

/** A category's picture (4:3): up to three of its products side by side on its colour. */
const CATEGORY_SCENE: Scene = {
  width: 480,
  height: 360,
  spots: [
    { x: 150, y: 60, size: 220 },
    { x: 30, y: 130, size: 170 },
    { x: 290, y: 140, size: 160 },
  ],
  backdrop: (palette, width, height) =>
    `<defs>${verticalGradient('bg', palette.bgTop, palette.bgBottom)}</defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="260" cy="170" r="150" fill="${palette.light}" opacity="0.55"/>
    <ellipse cx="240" cy="300" rx="200" ry="14" fill="#000000" opacity="0.08"/>`,
};

/**
 * A banner (3:1) that a title is set over (the home page writes it on the left): the left is a
 * calm dark field, the products stand on the right.
 */
const BANNER_SCENE: Scene = {
  width: 1200,
  height: 400,
  spots: [
    { x: 780, y: 60, size: 300 },
    { x: 640, y: 170, size: 210 },
    { x: 1000, y: 180, size: 190 },
  ],
  backdrop: (palette, width, height) =>
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.text}"/><stop offset="0.55" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.body}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="900" cy="200" r="230" fill="${palette.light}" opacity="0.28"/>
    <circle cx="1120" cy="40" r="90" fill="${palette.light}" opacity="0.18"/>
    <ellipse cx="880" cy="372" rx="300" ry="16" fill="#000000" opacity="0.18"/>`,
};

export const categorySvg = (products: PlacedProduct[], palette: Palette): string =>
  sceneSvg(CATEGORY_SCENE, products, palette);

export const bannerSvg = (products: PlacedProduct[], palette: Palette): string =>
  sceneSvg(BANNER_SCENE, products, palette);
