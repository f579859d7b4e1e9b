-- The administrators' member search (member.repository.ts): a word common among the newest members
-- (a surname: 김 is in one member of five) walks this index newest first, its lines holding the id,
-- name, e-mail, phone and member number, so a page or a count reads no table rows and stops as
-- soon as it has its members; a rarer word is still found through search_grams (0016).
ALTER TABLE "member" ADD COLUMN "search_line" text GENERATED ALWAYS AS (member_id || E'\n' || name || E'\n' || coalesce(email, '') || E'\n' || coalesce(phone, '') || E'\n' || member_no) STORED;--> statement-breakpoint
CREATE INDEX "member_search_line_idx" ON "member" USING btree ("seq","search_line");