-- Korean substring search. A trigram index cannot serve words shorter than three characters, and
-- most Korean product words are two syllables, so each listing keeps every one- and two-character
-- piece of its title and sale number in a stored generated column with a GIN index. A search asks
-- for all two-character pieces of the word (or the character itself for a one-character word),
-- worked out by the server the same way (sale.repository.ts, searchPieces), then ILIKE keeps the
-- true substrings. Only A-Z are folded to lower case, so the pieces never depend on the database's
-- locale. A plain SQL function and an index over text[]: no extension, so PGlite and PostgreSQL
-- alike. Stored, so no row is worked out again at search time.
-- Also: the public list's index carries the category beside the seq, so a page's seqs and the
-- count are read from the index alone.
CREATE OR REPLACE FUNCTION search_grams(title text, sale_no text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT piece), '{}')
  FROM (
    SELECT translate(coalesce(title, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
    UNION ALL
    SELECT translate(coalesce(sale_no, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
  ) AS source(t),
  LATERAL (
    SELECT substr(source.t, i, 1) FROM generate_series(1, char_length(source.t)) AS i
    UNION ALL
    SELECT substr(source.t, i, 2) FROM generate_series(1, char_length(source.t) - 1) AS i
  ) AS pieces(piece)
$$;--> statement-breakpoint
DROP INDEX "sale_active_idx";--> statement-breakpoint
DROP INDEX "sale_title_trgm_idx";--> statement-breakpoint
DROP INDEX "sale_no_trgm_idx";--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams(title, sale_no)) STORED;--> statement-breakpoint
CREATE INDEX "sale_active_seq_category_idx" ON "sale" USING btree ("seq","category_seq") WHERE "sale"."del_yn" = false and "sale"."use_yn" = true;--> statement-breakpoint
CREATE INDEX "sale_search_grams_idx" ON "sale" USING gin ("search_grams");