/**
 * Hostile values the fuzzer mixes into every kind of field. The SQL and script fragments are also
 * what the leak check forgives when a reply shows them back (a stored title is not a leak).
 */

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '1; DROP TABLE member; --',
  "' UNION SELECT password_hash FROM member --",
  "1' AND pg_sleep(3) --",
  "'; SELECT version(); --",
  "%' OR member_id LIKE '%",
  '$$; DELETE FROM orders; $$',
  "admin'--",
  '1) OR (1=1',
  '\\',
  "'",
  '"',
  '`',
  ';',
  '%',
  '_',
] as const;

export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '<!--',
  ']]>',
] as const;

export const PATH_TRICKS = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%252e%252e%252f',
  '....//....//etc/passwd',
  '/etc/passwd',
  'file:///etc/passwd',
  '..;/',
  '.',
  '..',
  '~root',
  'C:\\boot.ini',
] as const;

export const UNICODE = [
  '빌림마켓',
  '한글 상품명 테스트',
  '𝕳𝖊𝖑𝖑𝖔',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '\u202Egnp.exe',
  'Ａｄｍｉｎ',
  'e\u0301\u0301\u0301',
  '\uFEFFbom',
  '\u200B',
  'İıſK',
  'ß'.repeat(60),
  '\uD800',
  '\uDFFFx',
  'a\u0000b',
  '\u0000',
  '\u0001\u0007\u001B[31m',
  '\r\nSet-Cookie: x=1',
  '\t \n',
  '١٢٣',
  '１２３',
] as const;

const HUGE = [
  'x'.repeat(10_001),
  '가'.repeat(5_001),
  '9'.repeat(400),
  'a'.repeat(100_000),
] as const;

export const NUMBER_TEXTS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e308',
  '1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b11',
  '1_000',
  '+1',
  ' 7 ',
  '00007',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  '1,2',
] as const;

export const WEIRD_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e-300,
] as const;

export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  ['a', ['b']],
  { $gt: '' },
  { $ne: null },
  { toString: 'x' },
  { length: 1e9 },
];

/** Every hostile text, for fields of any type. */
export const HOSTILE_TEXTS: readonly string[] = [
  ...SQL_FRAGMENTS,
  ...SCRIPT_FRAGMENTS,
  ...PATH_TRICKS,
  ...UNICODE,
  ...HUGE,
  ...NUMBER_TEXTS,
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
];

/** Fragments a reply may legitimately echo, lower-cased: stripped before looking for leaks. */
export const ECHOABLE = [...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, ...PATH_TRICKS]
  .map((fragment) => fragment.toLowerCase())
  .filter((fragment) => fragment.length > 2)
  .sort((a, b) => b.length - a.length);

/** Request bodies that are not what their content type says, or not JSON at all. */
export const RAW_JSON_TEXTS = [
  '',
  '{',
  '{"a":',
  "{'a': 1}",
  '{"a": 1,}',
  'undefined',
  'NaN',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"a": 1e999}',
  '[]',
  '"text"',
  '12',
  'null',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `[${'0,'.repeat(200_000)}0]`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
  '\u0000',
] as const;

export const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'image/png',
] as const;

/** Appended to a query string as written (repeats, encodings the parser may refuse). */
export const QUERY_SUFFIXES = [
  '&p=1&p=2',
  '&q=%ZZ',
  '&q=%',
  '&__proto__[isAdmin]=true',
  '&constructor[prototype][x]=1',
  '&&&==&',
  '&q[$ne]=1',
  '&q=%00',
  '&q=%ED%A0%80',
  `&q=${'a'.repeat(5_000)}`,
  `&${'k'.repeat(300)}=1`,
  '#fragment',
] as const;

/** Client file names, for the image parts of form calls. */
export const FILE_NAMES = [
  'image.png',
  '사진.jpg',
  '../../../etc/passwd.png',
  '..\\..\\evil.gif',
  '<script>alert(1)</script>.png',
  'x.php.png',
  '.htaccess',
  'a'.repeat(300),
  '',
  'nul\u0000.png',
] as const;

/** Paths that no call declares: encodings, traversal, case and slashes. */
export const UNROUTED_PATHS = [
  '/api',
  '/api/',
  '/api/nope',
  '/API/HEALTH',
  '/api//member/myinfo',
  '/api/member/../member/myinfo',
  '/api/%2e%2e/%2e%2e/etc/passwd',
  '/api/../../etc/passwd',
  '/api/contact/1/../../member/list',
  '/api/contact/%00',
  '/api/contact/%ZZ',
  '/api/sale/detail/1%2F..%2F2',
  '/api/health/%2e%2e',
  '/uploads/../../../../etc/passwd',
  '/uploads/..%2f..%2f..%2fpackage.json',
  '/uploads/%2e%2e/%2e%2e/package.json',
  '/uploads/.env',
  '/uploads/%00.png',
  '/uploads/nope.png',
  '/uploads/',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/api/docs/json',
  `/api/${'a'.repeat(3_000)}`,
  '/api/kakaopay/demo/T1234567890123456789',
  '/api/member?memberId=admin&memberId=other',
] as const;
