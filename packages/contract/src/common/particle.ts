// Only the particle picker: the rest of es-hangul stays out of the web's bundle.
import { josa } from 'es-hangul';

/** The particle pairs a message may attach, as es-hangul writes them (with 받침 / without). */
export type Particle =
  '이/가' | '을/를' | '은/는' | '와/과' | '으로/로' | '이나/나' | '이라/라' | '이에요/예요';

// Closing quotes and brackets are not read: "'배송중'으로" follows 중, not the quote.
const TRAILING_CLOSERS = /['"’”)\]」』》〉]+$/u;

/**
 * The particle that follows `word`: '을/를' after 상품 is 을, after 사과 를; 으로/로 takes 로 after
 * ㄹ (서울로). Words ending in a letter or digit follow es-hangul: an all-capital abbreviation is read
 * letter by letter (KT를, OK를), anything else counts as no 받침 (Apple를, 3를).
 */
export function particleFor(word: string, particle: Particle): string {
  const read = word.replace(TRAILING_CLOSERS, '');
  // josa, not josa.pick: only josa reads a capital abbreviation by its letters' names.
  return read ? josa(read, particle).slice(read.length) : '';
}

/** `word` with its particle attached: withParticle('상품', '을/를') is '상품을'. */
export function withParticle(word: string, particle: Particle): string {
  return `${word}${particleFor(word, particle)}`;
}
