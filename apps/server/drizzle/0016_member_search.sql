-- The administrators' member search (by id, member number, name, e-mail or phone) at 100k members:
-- ILIKE on five columns read every row newest first until enough matched, and a common Korean
-- surname (김, a fifth of the members) made its count read some 50,000 rows (p95 122-168 ms in the
-- bench). Members now keep the one- and two-character pieces of those fields, cut by the listings'
-- search_grams (migration 0013: the id and the number apart, the name, e-mail and phone as lines of
-- its third text), in a stored generated column with a GIN index; the search asks for the word's
-- pieces and ILIKE keeps the true matches (member.repository.ts).
ALTER TABLE "member" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams(member_id, member_no, coalesce(name, '') || E'\n' || coalesce(email, '') || E'\n' || coalesce(phone, ''))) STORED;--> statement-breakpoint
CREATE INDEX "member_search_grams_idx" ON "member" USING gin ("search_grams") WITH (fastupdate=false);
