import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTACT_FORMAT_TEXT,
  EMAIL_FORMAT_TEXT,
  MEMBER_ID_RULE_TEXT,
  PASSWORD_RULE_TEXT,
  PHONE_FORMAT_TEXT,
  PHONE_MAX_LENGTH,
  booleanInput,
  emailSchema,
  emailSchemaWith,
  formatPhone,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  memberIdSchema,
  normaliseMemberId,
  optionalBirthDateSchema,
  optionalPhoneSchema,
  optionalPostCodeSchema,
  optionalText,
  passwordInputSchema,
  passwordSchema,
  requiredPhoneSchema,
  requiredText,
} from './rules';
import { messagesOf } from '../testing/messages-of';

describe('password rule', () => {
  // The specification's text: '비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.'
  it('uses the Korean message of the specification', () => {
    expect(PASSWORD_RULE_TEXT).toBe('비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.');
  });

  it('accepts 8 characters with a letter, a digit and a special character', () => {
    expect(isValidPassword('abcd123!')).toBe(true);
    expect(passwordSchema.parse('abcd123!')).toBe('abcd123!');
    expect(passwordSchema.parse('ABCD123!')).toBe('ABCD123!');
    expect(passwordSchema.parse('Passw0rd~long-enough')).toBe('Passw0rd~long-enough');
  });

  it('refuses 7 characters even with every class present (boundary 7/8)', () => {
    expect(isValidPassword('abc123!')).toBe(false);
    expect(messagesOf(passwordSchema, 'abc123!')).toEqual([PASSWORD_RULE_TEXT]);
    expect(messagesOf(passwordSchema, 'abc1234!')).toEqual([]);
  });

  it.each([
    ['no letter', '12345678!'],
    ['no digit', 'abcdefgh!'],
    ['no special character', 'abcd1234'],
    ['a special character outside !@#$%^&*~', 'abcd1234?'],
    ['only a hyphen as special character', 'abcd1234-'],
  ])('refuses a password with %s', (_label, value) => {
    expect(isValidPassword(value)).toBe(false);
    expect(messagesOf(passwordSchema, value)).toEqual([
      '비밀번호는 8자 이상, 숫자/특수문자를 포함해야 합니다.',
    ]);
  });

  it.each('!@#$%^&*~'.split(''))('accepts %s as the special character', (special) => {
    expect(messagesOf(passwordSchema, `abcd123${special}`)).toEqual([]);
  });

  // An empty value also fails the rule's pattern (Zod 4 runs every check); the server shows the
  // first message of a field, so the first one must be the "enter it" text.
  it('asks for a password first when it is empty or missing', () => {
    expect(messagesOf(passwordSchema, '')[0]).toBe('비밀번호를 입력해주세요.');
    expect(messagesOf(passwordSchema, undefined)).toEqual(['비밀번호를 입력해주세요.']);
  });

  it('does not apply the rule to a password that is only compared (login)', () => {
    expect(messagesOf(passwordInputSchema, 'abc')).toEqual([]);
    expect(messagesOf(passwordInputSchema, '')).toEqual(['비밀번호를 입력해주세요.']);
    expect(messagesOf(passwordInputSchema, 'x'.repeat(201))).toEqual(['비밀번호가 너무 깁니다.']);
  });
});

describe('phone pattern', () => {
  it.each(['010', '011', '016', '017', '018', '019'])('accepts the %s prefix', (prefix) => {
    expect(isValidPhone(`${prefix}12345678`)).toBe(true);
    expect(isValidPhone(`${prefix}-1234-5678`)).toBe(true);
    expect(isValidPhone(`${prefix}1234567`)).toBe(true);
    expect(isValidPhone(`${prefix}-123-4567`)).toBe(true);
  });

  it.each(['012', '013', '015', '020', '070', '021'])('refuses the %s prefix', (prefix) => {
    expect(isValidPhone(`${prefix}12345678`)).toBe(false);
    expect(isValidPhone(`${prefix}-1234-5678`)).toBe(false);
  });

  it('accepts hyphens in one place only', () => {
    expect(isValidPhone('010-12345678')).toBe(true);
    expect(isValidPhone('0101234-5678')).toBe(true);
    expect(isValidPhone('0101-234-5678')).toBe(false);
    expect(isValidPhone('010--1234-5678')).toBe(false);
  });

  it('refuses wrong lengths, spaces and letters', () => {
    expect(isValidPhone('010-12-5678')).toBe(false);
    expect(isValidPhone('010-12345-5678')).toBe(false);
    expect(isValidPhone('010-1234-567')).toBe(false);
    expect(isValidPhone('010-1234-56789')).toBe(false);
    expect(isValidPhone('010 1234 5678')).toBe(false);
    expect(isValidPhone('010-abcd-5678')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['0161234567', '016-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['016-123-4567', '016-123-4567'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('strips letters, spaces and other characters', () => {
    expect(formatPhone('abc010def1234ㄱ5678')).toBe('010-1234-5678');
    expect(formatPhone(' 010 1234 5678 ')).toBe('010-1234-5678');
    expect(formatPhone('010.1234.5678')).toBe('010-1234-5678');
  });

  it('formats as the user types, each keystroke fed back into the field', () => {
    const shown: string[] = [];
    let field = '';
    for (const key of '010123456789') {
      field = formatPhone(field + key);
      shown.push(field);
    }
    expect(shown).toEqual([
      '0',
      '01',
      '010',
      '010-1',
      '010-12',
      '010-123',
      '010-1234',
      '010-1234-5',
      '010-1234-56',
      '010-123-4567',
      '010-1234-5678',
      '010-1234-5678', // a twelfth digit is ignored
    ]);
  });

  it('never produces more than 13 characters', () => {
    const long = '01012345678901234567890';
    for (let end = 0; end <= long.length; end += 1) {
      expect(formatPhone(long.slice(0, end)).length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
    }
    expect(PHONE_MAX_LENGTH).toBe(13);
    expect(formatPhone(long)).toBe('010-1234-5678');
  });
});

describe('optionalPhoneSchema', () => {
  it('turns an empty, blank or missing phone into null', () => {
    const schema = optionalPhoneSchema();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('   ')).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
  });

  it('stores a valid phone hyphenated', () => {
    const schema = optionalPhoneSchema();
    expect(schema.parse('01012345678')).toBe('010-1234-5678');
    expect(schema.parse(' 0161234567 ')).toBe('016-123-4567');
    expect(schema.parse('010-1234-5678')).toBe('010-1234-5678');
    expect(schema.parse('010-12345678')).toBe('010-1234-5678');
  });

  it('refuses an invalid phone with the given message', () => {
    expect(messagesOf(optionalPhoneSchema(CONTACT_FORMAT_TEXT), '012-1234-5678')).toEqual([
      '연락처 형식이 올바르지 않습니다.',
    ]);
    expect(messagesOf(optionalPhoneSchema('맞춤 메시지'), 'abc')).toEqual(['맞춤 메시지']);
  });

  it("uses the sign-up message '핸드폰 번호 형식이 올바르지 않습니다.' by default", () => {
    expect(PHONE_FORMAT_TEXT).toBe('핸드폰 번호 형식이 올바르지 않습니다.');
    const messages = messagesOf(optionalPhoneSchema(), '020-1234-5678');
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages)).toEqual(new Set([PHONE_FORMAT_TEXT]));
  });

  it('refuses a very long value with the given message only', () => {
    const messages = messagesOf(optionalPhoneSchema(CONTACT_FORMAT_TEXT), '0'.repeat(40));
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages)).toEqual(new Set([CONTACT_FORMAT_TEXT]));
  });
});

describe('requiredPhoneSchema', () => {
  it('stores a valid phone hyphenated', () => {
    expect(requiredPhoneSchema().parse('01987654321')).toBe('019-8765-4321');
  });

  it('refuses empty, missing and invalid phones with the message', () => {
    expect(messagesOf(requiredPhoneSchema(), '')).toEqual([PHONE_FORMAT_TEXT]);
    expect(messagesOf(requiredPhoneSchema(), undefined)).toEqual([PHONE_FORMAT_TEXT]);
    expect(messagesOf(requiredPhoneSchema(CONTACT_FORMAT_TEXT), '0121234567')).toEqual([
      CONTACT_FORMAT_TEXT,
    ]);
  });
});

describe('emailSchema', () => {
  it('trims and lowercases', () => {
    expect(emailSchema.parse('  Hong.GilDong@Example.COM  ')).toBe('hong.gildong@example.com');
  });

  it('accepts ordinary addresses', () => {
    expect(emailSchema.parse('user+tag@naver.com')).toBe('user+tag@naver.com');
    expect(emailSchema.parse('a_b@mail.co.kr')).toBe('a_b@mail.co.kr');
  });

  it.each([
    'user',
    'user@',
    '@example.com',
    'user@example',
    'user@example.c',
    'us er@example.com',
    'user@@example.com',
    'user@exa mple.com',
    'user@.com',
  ])("refuses %j with '이메일 형식이 올바르지 않습니다.'", (value) => {
    expect(EMAIL_FORMAT_TEXT).toBe('이메일 형식이 올바르지 않습니다.');
    expect(isValidEmail(value)).toBe(false);
    expect(messagesOf(emailSchema, value)).toEqual(['이메일 형식이 올바르지 않습니다.']);
  });

  it.each(['user@naver..com', 'user@naver.com.', '.user@naver.com', 'us..er@naver.com'])(
    'refuses %j: an empty label or a stray dot cannot receive mail',
    (value) => {
      expect(messagesOf(emailSchema, value)).toEqual([EMAIL_FORMAT_TEXT]);
    },
  );

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(isValidEmail(long)).toBe(false);
    expect(messagesOf(emailSchema, long)).toContain(EMAIL_FORMAT_TEXT);
  });

  it('asks for an e-mail first when it is empty, blank or missing', () => {
    expect(messagesOf(emailSchema, '')[0]).toBe('이메일을 입력해주세요.');
    expect(messagesOf(emailSchema, '   ')[0]).toBe('이메일을 입력해주세요.');
    expect(messagesOf(emailSchema, undefined)).toEqual(['이메일을 입력해주세요.']);
  });
});

describe('normaliseMemberId', () => {
  it('trims, folds compatibility forms (NFKC) and lower-cases, once and for all', () => {
    expect(normaliseMemberId('  Hong_123 ')).toBe('hong_123');
    expect(normaliseMemberId('ｈｏｎｇ１２３')).toBe('hong123');
    expect(normaliseMemberId(normaliseMemberId('ＨＯＮＧ'))).toBe('hong');
  });

  it('does not fold the Turkish dotted capital I into an ASCII "i"', () => {
    expect(normaliseMemberId('lİz1234')).not.toBe('liz1234');
    expect(/^[\x20-\x7e]*$/.test(normaliseMemberId('lİz1234'))).toBe(false);
  });
});

describe('memberIdSchema', () => {
  it('accepts 4 to 20 letters, digits, - and _', () => {
    expect(memberIdSchema.parse('user')).toBe('user');
    expect(memberIdSchema.parse('user_01-x')).toBe('user_01-x');
    expect(memberIdSchema.parse('a'.repeat(20))).toBe('a'.repeat(20));
  });

  it('trims the id', () => {
    expect(memberIdSchema.parse('  hong123  ')).toBe('hong123');
  });

  it('keeps the normalised form: NFKC, lower case', () => {
    expect(memberIdSchema.parse('User_01-X')).toBe('user_01-x');
    expect(memberIdSchema.parse('ＨＯＮＧ１２３')).toBe('hong123');
  });

  // U+0130 lower-cases to "i" and a combining dot: not ASCII, so never an id.
  it.each(['lİz1234', 'straße12', 'ılz1234'])(
    'refuses %j, which is not ASCII once normalised, with the id rule',
    (value) => {
      expect(messagesOf(memberIdSchema, value)).toEqual([MEMBER_ID_RULE_TEXT]);
    },
  );

  it.each(['abc', 'a'.repeat(21), 'user!', 'user name', '홍길동1234', 'user.name'])(
    'refuses %j with the id rule',
    (value) => {
      expect(messagesOf(memberIdSchema, value)).toEqual([
        '아이디는 4~20자의 영문, 숫자, -, _ 로 입력해주세요.',
      ]);
      expect(MEMBER_ID_RULE_TEXT).toBe('아이디는 4~20자의 영문, 숫자, -, _ 로 입력해주세요.');
    },
  );

  it("asks for an id first when it is empty or missing ('아이디를 입력해주세요.')", () => {
    expect(messagesOf(memberIdSchema, '')[0]).toBe('아이디를 입력해주세요.');
    expect(messagesOf(memberIdSchema, '   ')[0]).toBe('아이디를 입력해주세요.');
    expect(messagesOf(memberIdSchema, undefined)).toEqual(['아이디를 입력해주세요.']);
  });
});

describe('requiredText and optionalText', () => {
  it('requiredText trims, and refuses a blank value with the given message', () => {
    const title = requiredText('제목을 입력해주세요.', 10);
    expect(title.parse('  제목  ')).toBe('제목');
    expect(messagesOf(title, '   ')).toEqual(['제목을 입력해주세요.']);
    expect(messagesOf(title, undefined)).toEqual(['제목을 입력해주세요.']);
    expect(messagesOf(title, 'x'.repeat(11))).toEqual(['10자까지 입력할 수 있습니다.']);
  });

  it('optionalText turns blank and missing values into null', () => {
    const memo = optionalText(5);
    expect(memo.parse('  메모 ')).toBe('메모');
    expect(memo.parse('   ')).toBeNull();
    expect(memo.parse(undefined)).toBeNull();
    expect(memo.parse(null)).toBeNull();
    expect(messagesOf(memo, '123456')).toEqual(['5자까지 입력할 수 있습니다.']);
  });
});

describe('emailSchemaWith', () => {
  // The specification's text: "when requesting a code '올바른 이메일을 입력하세요.'".
  const requestEmail = emailSchemaWith('올바른 이메일을 입력하세요.');

  it('uses its message for a malformed and for a blank address', () => {
    expect(messagesOf(requestEmail, 'user@')).toEqual(['올바른 이메일을 입력하세요.']);
    expect(messagesOf(requestEmail, '')[0]).toBe('올바른 이메일을 입력하세요.');
    expect(messagesOf(requestEmail, undefined)).toEqual(['올바른 이메일을 입력하세요.']);
  });

  it('trims and lowercases like emailSchema', () => {
    expect(requestEmail.parse(' Kim@Naver.com ')).toBe('kim@naver.com');
  });
});

describe('optionalBirthDateSchema (YYYY-MM-DD, the last 100 years)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-15T03:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts real dates, including a leap day', () => {
    expect(optionalBirthDateSchema.parse('1990-01-31')).toBe('1990-01-31');
    expect(optionalBirthDateSchema.parse('2000-02-29')).toBe('2000-02-29');
    expect(optionalBirthDateSchema.parse(' 2024-02-29 ')).toBe('2024-02-29');
  });

  it('turns an empty or missing date into null', () => {
    expect(optionalBirthDateSchema.parse('')).toBeNull();
    expect(optionalBirthDateSchema.parse(undefined)).toBeNull();
    expect(optionalBirthDateSchema.parse(null)).toBeNull();
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '1990-1-5',
    '19900105',
    '90-01-05',
  ])('refuses %j', (value) => {
    expect(messagesOf(optionalBirthDateSchema, value)).toEqual(['생년월일이 올바르지 않습니다.']);
  });

  it('covers the last 100 years and refuses a future date', () => {
    expect(optionalBirthDateSchema.parse('1926-01-01')).toBe('1926-01-01');
    expect(optionalBirthDateSchema.safeParse('1925-12-31').success).toBe(false);
    expect(optionalBirthDateSchema.parse('2025-06-15')).toBe('2025-06-15');
    expect(optionalBirthDateSchema.safeParse('2025-06-16').success).toBe(false);
  });
});

describe('optionalPostCodeSchema', () => {
  it('accepts a 5-digit postcode and turns empty into null', () => {
    expect(optionalPostCodeSchema.parse(' 06236 ')).toBe('06236');
    expect(optionalPostCodeSchema.parse('')).toBeNull();
    expect(optionalPostCodeSchema.parse(undefined)).toBeNull();
  });

  it.each(['1234', '123456', '135-080', 'abcde'])('refuses %j', (value) => {
    expect(messagesOf(optionalPostCodeSchema, value)).toEqual(['우편번호는 5자리 숫자입니다.']);
  });
});

describe('booleanInput', () => {
  it('reads JSON booleans and form strings true/false', () => {
    expect(booleanInput.parse(true)).toBe(true);
    expect(booleanInput.parse(false)).toBe(false);
    expect(booleanInput.parse('true')).toBe(true);
    expect(booleanInput.parse('false')).toBe(false);
  });

  it('refuses anything else', () => {
    expect(booleanInput.safeParse('yes').success).toBe(false);
    expect(booleanInput.safeParse('').success).toBe(false);
    expect(booleanInput.safeParse(1).success).toBe(false);
  });
});
