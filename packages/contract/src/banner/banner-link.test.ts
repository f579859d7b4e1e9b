import { describe, expect, it } from 'vitest';
import { BANNER_TEXT, bannerAddSchema, bannerModifySchema, isSafeLink } from './banner.schemas';

// architecture.md, "Rules: integrity": an in-store path or an https: address; nothing a browser would read as another host
// (`//host`, `/\host`, with tabs or newlines it drops) or as a script.
describe('the banner link rule', () => {
  it.each([
    '/',
    '/sale/list',
    '/sale/list?c=3&q=텐트',
    '/signup#top',
    '/sale/detail/12',
    'https://example.com',
    'https://example.com/event?from=banner#now',
    'HTTPS://Example.com/Event',
    'https://예시.한국/행사',
  ])('takes %j', (link) => {
    expect(isSafeLink(link)).toBe(true);
  });

  it.each([
    // Not a path in this store, nor https.
    '',
    'sale/list',
    'http://example.com',
    'ftp://example.com',
    'mailto:help@example.com',
    // Scripts and documents made of the address itself.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // Another host, as a browser reads a path with two slashes or a backslash.
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    // Characters a browser drops or trims, turning the address into another.
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\\evil.example',
    ' /sale/list',
    '/sale/list ',
    '\u0000/sale/list',
    '/sale\u007flist',
    '\u00a0/sale',
    // https in name only.
    'https:',
    'https://',
    'https:evil.example',
    'https:/evil.example',
    'https:\\\\evil.example',
    'https://store.example@evil.example',
    'https://user:secret@evil.example',
    'https://exa mple.com',
    'https://[not-a-host',
  ])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
  });

  it('refuses a bad link through the add and modify forms with a field error in Korean', () => {
    expect(BANNER_TEXT.linkInvalid).toBe(
      '링크는 /로 시작하는 주소나 https:// 주소만 쓸 수 있습니다.',
    );
    for (const schema of [bannerAddSchema, bannerModifySchema]) {
      const result = schema.safeParse({ title: '가을 기획전', link: '/\\evil.example' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['link'], message: BANNER_TEXT.linkInvalid }),
      ]);
      expect(schema.safeParse({ title: '가을 기획전', link: ' /sale/list ' }).data?.link).toBe(
        '/sale/list',
      );
    }
  });
});
