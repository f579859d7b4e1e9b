import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream, UTF8_BOM } from './csv';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and leaves plain Korean text as it is', () => {
    expect(csvCell('캠핑 의자')).toBe('캠핑 의자');
    expect(csvCell('의자, 원목')).toBe('"의자, 원목"');
    expect(csvCell('7" 태블릿')).toBe('"7"" 태블릿"');
    expect(csvCell('첫 줄\n둘째 줄')).toBe('"첫 줄\n둘째 줄"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-3000)).toBe('-3000');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+82 10')).toBe("'+82 10");
    expect(csvCell('@home')).toBe("'@home");
  });

  it('streams the byte order mark and the header, then the rows, each line ending in CRLF', async () => {
    async function* batches() {
      yield [['OR1', 15000]];
      yield [];
      yield [['OR2', '의자, 원목']];
    }
    let text = '';
    for await (const chunk of csvStream(['주문번호', '금액'], batches())) text += chunk;
    expect(text).toBe(`${UTF8_BOM}주문번호,금액\r\nOR1,15000\r\nOR2,"의자, 원목"\r\n`);
    expect(csvLine(['a', 1])).toBe('a,1\r\n');
  });
});
