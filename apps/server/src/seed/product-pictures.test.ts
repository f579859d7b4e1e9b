import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_FONT, renderPng, textWidth, wrapText } from './png';
import { paletteOf, productSvg } from './product-pictures';

/** A PNG's size from its header (IHDR: width, then height, big-endian). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('the demo pictures', () => {
  it('set the brand and the name on the product, escaped, in one line when it fits', () => {
    const svg = productSvg('tent', paletteOf(20), { brand: 'A&B', name: '패밀리 돔 텐트 4인용' });

    expect(svg).toContain('>A&amp;B</text>');
    expect(svg).toContain('>패밀리 돔 텐트 4인용</text>');
  });

  it('give each product its own colours', () => {
    const drawn = [0, 1, 2].map((position) =>
      productSvg('drill', paletteOf((position * 137.508 + 20) % 360), { brand: 'b', name: 'n' }),
    );
    expect(new Set(drawn).size).toBe(3);
  });

  it('break a long name between words, and cut what does not fit with an ellipsis', () => {
    const lines = wrapText('비스포크 제트 무선청소기 프리미엄 에디션 한정판 패키지', 30, 340, 2);

    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('비스포크 제트 무선청소기');
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(textWidth(line, 30)).toBeLessThanOrEqual(340);
  });

  it('render as PNG at the size the drawing says', async () => {
    const png = await renderPng(
      productSvg('mirrorless', paletteOf(250), {
        brand: '소니',
        name: 'A7 IV 풀프레임 미러리스',
        tag: '소모품 세트',
      }),
    );

    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 480, height: 480 });
  });

  it('draw Korean text with the font from npm, no system font needed', async () => {
    const png = await renderPng(
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/><text x="10" y="42" font-family="${PICTURE_FONT}" font-weight="700" font-size="32" fill="#000">빌림마켓</text></svg>`,
    );
    const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });

    const inked = data.filter((value) => value < 128).length;
    expect(inked).toBeGreaterThan(500);
  });
});
