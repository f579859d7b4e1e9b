import { describe, expect, it } from 'vitest';
import { particleFor, withParticle } from './particle';

describe('withParticle', () => {
  it('follows the last syllable: 받침 or not', () => {
    expect(withParticle('상품', '을/를')).toBe('상품을');
    expect(withParticle('사과', '을/를')).toBe('사과를');
    expect(withParticle('주문', '이/가')).toBe('주문이');
    expect(withParticle('배송비', '이/가')).toBe('배송비가');
    expect(withParticle('대여료', '은/는')).toBe('대여료는');
    expect(withParticle('보증금', '은/는')).toBe('보증금은');
    expect(withParticle('책', '와/과')).toBe('책과');
    expect(withParticle('나무', '와/과')).toBe('나무와');
  });

  it('takes 로 after ㄹ and after no 받침, 으로 after any other', () => {
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('반납 완료', '으로/로')).toBe('반납 완료로');
    expect(withParticle('대여중', '으로/로')).toBe('대여중으로');
  });

  it('reads past closing quotes and brackets', () => {
    expect(withParticle("'대여중'", '으로/로')).toBe("'대여중'으로");
    expect(withParticle("'결제 완료'", '으로/로')).toBe("'결제 완료'로");
    expect(withParticle('「소형 텐트」', '을/를')).toBe('「소형 텐트」를');
    expect(withParticle('캠핑 의자(접이식)', '이/가')).toBe('캠핑 의자(접이식)이');
  });

  it('reads a capital abbreviation by its letters, as es-hangul does', () => {
    expect(withParticle('KT', '을/를')).toBe('KT를');
    expect(withParticle('LG', '이/가')).toBe('LG가');
    expect(withParticle('CJ대한통운', '으로/로')).toBe('CJ대한통운으로');
    expect(withParticle('HDMI', '와/과')).toBe('HDMI와');
    expect(withParticle('MR', '으로/로')).toBe('MR로');
  });

  it('counts other Latin letters and digits as ending without 받침, as es-hangul does', () => {
    expect(withParticle('iPhone', '을/를')).toBe('iPhone를');
    expect(withParticle('갤럭시 S24', '이/가')).toBe('갤럭시 S24가');
    expect(withParticle('3', '와/과')).toBe('3와');
  });

  it('adds nothing to an empty word', () => {
    expect(withParticle('', '을/를')).toBe('');
    expect(particleFor('', '이/가')).toBe('');
  });
});

describe('particleFor', () => {
  it('gives the particle alone, for a word shown in its own markup', () => {
    expect(particleFor('상품', '을/를')).toBe('을');
    expect(particleFor('사과', '을/를')).toBe('를');
    expect(particleFor('배송 준비', '이/가')).toBe('가');
  });
});
