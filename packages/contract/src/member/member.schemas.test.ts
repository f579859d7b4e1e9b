import { describe, expect, it } from 'vitest';
import {
  WITHDRAWAL_BLOCKING_ORDER_STATES,
  WITHDRAWAL_BLOCKING_RENTAL_STATES,
  ageOn,
  getMemberQuerySchema,
  isOldEnoughToSignUp,
  isOrderBlockingWithdrawal,
  isRentalBlockingWithdrawal,
  loginBodySchema,
  loginReplySchema,
  memberSchema,
} from './member.schemas';
import { MEMBER_TEXT } from './member.messages';
import { messagesOf } from '../testing/messages-of';

describe('loginBodySchema', () => {
  it('trims the id and keeps the password as typed', () => {
    expect(loginBodySchema.parse({ memberId: ' hong123 ', password: ' pw ' })).toEqual({
      memberId: 'hong123',
      password: ' pw ',
    });
  });

  it('hands on the id in the one normalised form the server looks it up by', () => {
    expect(loginBodySchema.parse({ memberId: ' ＨＯＮＧ123 ', password: 'pw' }).memberId).toBe(
      'hong123',
    );
    // Not ASCII once normalised: it names no member, and is not folded into one.
    expect(loginBodySchema.parse({ memberId: 'lİz1234', password: 'pw' }).memberId).not.toBe(
      'liz1234',
    );
  });

  it("asks for the id ('아이디를 입력해주세요.')", () => {
    expect(messagesOf(loginBodySchema, { memberId: '', password: 'x' })).toEqual([
      '아이디를 입력해주세요.',
    ]);
    expect(messagesOf(loginBodySchema, { password: 'x' })).toEqual(['아이디를 입력해주세요.']);
  });

  it("asks for the password ('비밀번호를 입력해주세요.')", () => {
    expect(messagesOf(loginBodySchema, { memberId: 'hong123', password: '' })).toEqual([
      '비밀번호를 입력해주세요.',
    ]);
    expect(messagesOf(loginBodySchema, { memberId: 'hong123' })).toEqual([
      '비밀번호를 입력해주세요.',
    ]);
  });

  it('does not check the password rule at login', () => {
    expect(loginBodySchema.safeParse({ memberId: 'hong123', password: '1234' }).success).toBe(true);
  });

  it('strips unknown keys, as the original client sends whole records back', () => {
    expect(loginBodySchema.parse({ memberId: 'hong123', password: 'pw', remember: true })).toEqual({
      memberId: 'hong123',
      password: 'pw',
    });
  });
});

describe('memberSchema', () => {
  it('never carries a password or its hash', () => {
    const parsed = memberSchema.parse({
      seq: 1,
      memberNo: 'ME2412310000001',
      memberId: 'hong123',
      name: '홍길동',
      email: null,
      phone: null,
      birthDate: null,
      postCode: null,
      addr: null,
      addrDetail: null,
      useYn: true,
      delYn: false,
      roles: ['ROLE_USER'],
      insertDttm: '2024-12-31T00:00:00.000Z',
      updateDttm: '2024-12-31T00:00:00.000Z',
      password: 'secret',
      passwordHash: '$argon2id$...',
    });
    expect(parsed).not.toHaveProperty('password');
    expect(parsed).not.toHaveProperty('passwordHash');
  });
});

describe('getMemberQuerySchema', () => {
  it('coerces seq and refuses a non-positive one', () => {
    expect(getMemberQuerySchema.parse({ seq: '12' })).toEqual({ seq: 12 });
    expect(getMemberQuerySchema.safeParse({ seq: '0' }).success).toBe(false);
    expect(getMemberQuerySchema.safeParse({ seq: 'abc' }).success).toBe(false);
  });
});

describe('login reply and texts', () => {
  it('the reply carries a token and a message', () => {
    const reply = { token: 'a.b.c', message: { text: MEMBER_TEXT.loginSuccess, type: 'success' } };
    expect(loginReplySchema.parse(reply)).toEqual(reply);
    expect(loginReplySchema.safeParse({ message: reply.message }).success).toBe(false);
  });

  it('uses the specification texts', () => {
    expect(MEMBER_TEXT.loginSuccess).toBe('로그인 되었습니다.');
  });
});

describe('sign-up age', () => {
  it('counts full years (만 나이), a birthday reached on its own day', () => {
    expect(ageOn('2012-11-21', '2026-11-20')).toBe(13);
    expect(ageOn('2012-11-21', '2026-11-21')).toBe(14);
    expect(ageOn('2020-02-28', '2026-11-21')).toBe(6);
    expect(isOldEnoughToSignUp('2012-11-22', '2026-11-21')).toBe(false);
    expect(isOldEnoughToSignUp('2012-11-21', '2026-11-21')).toBe(true);
  });

  it('has someone born on 29 February turn 14 on 1 March of a common year', () => {
    expect(isOldEnoughToSignUp('2012-02-29', '2026-02-28')).toBe(false);
    expect(isOldEnoughToSignUp('2012-02-29', '2026-03-01')).toBe(true);
  });
});

describe('withdrawal blocking states', () => {
  it('are the paid orders not yet received or ended, and the rentals not yet ended', () => {
    expect(WITHDRAWAL_BLOCKING_ORDER_STATES).toEqual([
      'P.CPLT',
      'D.RDY',
      'D.PRG',
      'D.CPLT',
      'RT.REQ',
      'RT.PRG',
      'C.REQ',
    ]);
    expect(WITHDRAWAL_BLOCKING_RENTAL_STATES).toEqual([
      '대여 대기',
      '대여중',
      '반납 확인중',
      '반납 배송중',
    ]);
  });

  it('read a listed rental with its derived 연체 as under way', () => {
    expect(isRentalBlockingWithdrawal('연체')).toBe(true);
    expect(isRentalBlockingWithdrawal('반납 완료')).toBe(false);
    expect(isOrderBlockingWithdrawal('D.PRG')).toBe(true);
    expect(isOrderBlockingWithdrawal('RV.CPLT')).toBe(false);
  });
});
