import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Korean substring search by stored pieces (migrations 0005, 0013, 0016): a table keeps the one- and
 * two-character pieces of its searchable text (`search_grams`, with only A-Z folded to lower case)
 * in a GIN-indexed column; a search asks for the pieces of its word, then ILIKE keeps the true
 * matches. A trigram index cannot serve the one- and two-syllable words Korean searches mostly are.
 */

/**
 * The pieces a row must have to contain `word`, as search_grams cuts them: its two-character
 * pieces, or the character itself for a one-character word, with only A-Z folded to lower case.
 */
export function searchPieces(word: string): string[] {
  const chars = [...word.replace(/[A-Z]/g, (c) => c.toLowerCase())];
  if (chars.length <= 1) return chars;
  const pieces = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) pieces.add(`${chars[i]}${chars[i + 1]}`);
  return [...pieces];
}

/** A text[] literal (`{"a","b"}`), so the planner sees the pieces and can weigh them. */
const textArray = (items: string[]) =>
  `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** Rows whose `grams` (a search_grams column) hold every piece of `word`: the index's candidates. */
export const hasPiecesOf = (grams: Column, word: string): SQL =>
  sql`${grams} @> ${textArray(searchPieces(word))}::text[]`;
