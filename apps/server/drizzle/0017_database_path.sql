-- The database path of the public sale list (decisions.md, "The database path").
--
-- The list's count: it was counted again for every page (up to 10,001 listings walked,
-- about 1.7 ms of PostgreSQL per request at 100k listings, the largest part of an uncached list
-- page). Each category now keeps how many of its listings are on show (not deleted, in use), by
-- triggers on the listings; the list's count is the sum over the categories on show (a handful of
-- rows read by key). A category switched off or deleted drops out of the sum by the join that
-- reads it, so category edits need no trigger. Inserts and deletes are counted per statement (a
-- seed of 100,000 listings is one upsert per category); an update only when it moves a listing on
-- or off show or to another category (a purchase's quantity and a view's count fire nothing).
--
-- A search for a common word read every match to count them and sort them (a word in a tenth of
-- 100,000 listings: some 10,000 table rows per page). Listings now keep what a search matches in
-- one column (`search_line`: title, sale number and search_text, one a line) with an index of it
-- newest first, so a search walks that index from the newest listing and reads no table rows, as
-- far as its page and its pager's count need (sale.repository.ts); a rare word still finds its
-- few candidates through search_grams.
--
-- Orders by payment: the unique index on payment_seq covers orders of one listing only, so finding
-- the orders of a cart's payment (every purchase, every refund) read the whole table (45 ms at
-- 200,000 orders, inside the purchase's transaction), as did the sweep of approved payments that
-- never became orders.
CREATE TABLE "listing_count" (
	"category_seq" integer PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "search_line" text GENERATED ALWAYS AS (title || E'\n' || sale_no || E'\n' || search_text) STORED;--> statement-breakpoint
ALTER TABLE "listing_count" ADD CONSTRAINT "listing_count_category_seq_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_seq");--> statement-breakpoint
CREATE INDEX "sale_active_search_line_idx" ON "sale" USING btree ("seq","category_seq","search_line") WHERE "sale"."del_yn" = false and "sale"."use_yn" = true;--> statement-breakpoint
CREATE FUNCTION listing_count_add(category integer, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO listing_count (category_seq, listed) VALUES (category, delta)
  ON CONFLICT (category_seq) DO UPDATE SET listed = listing_count.listed + excluded.listed
$$;--> statement-breakpoint
CREATE FUNCTION listing_count_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- In category order: two writers lock the counts they share in the same order.
  PERFORM listing_count_add(category_seq, n::integer)
  FROM (SELECT category_seq, count(*) AS n FROM new_listings
        WHERE del_yn = false AND use_yn = true GROUP BY category_seq ORDER BY category_seq) added;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION listing_count_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_count_add(category_seq, -n::integer)
  FROM (SELECT category_seq, count(*) AS n FROM old_listings
        WHERE del_yn = false AND use_yn = true GROUP BY category_seq ORDER BY category_seq) removed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION listing_count_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.del_yn = false AND OLD.use_yn = true AND NEW.del_yn = false AND NEW.use_yn = true THEN
    -- Moved between categories: the lower seq first, as the statement triggers lock them.
    PERFORM listing_count_add(category_seq, delta)
    FROM (VALUES (OLD.category_seq, -1), (NEW.category_seq, 1)) AS moved(category_seq, delta)
    ORDER BY category_seq;
  ELSIF OLD.del_yn = false AND OLD.use_yn = true THEN
    PERFORM listing_count_add(OLD.category_seq, -1);
  ELSIF NEW.del_yn = false AND NEW.use_yn = true THEN
    PERFORM listing_count_add(NEW.category_seq, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION listing_count_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listing_count_inserted AFTER INSERT ON sale
  REFERENCING NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION listing_count_on_insert();--> statement-breakpoint
CREATE TRIGGER listing_count_deleted AFTER DELETE ON sale
  REFERENCING OLD TABLE AS old_listings FOR EACH STATEMENT EXECUTE FUNCTION listing_count_on_delete();--> statement-breakpoint
CREATE TRIGGER listing_count_updated AFTER UPDATE OF del_yn, use_yn, category_seq ON sale
  FOR EACH ROW
  WHEN (OLD.del_yn IS DISTINCT FROM NEW.del_yn OR OLD.use_yn IS DISTINCT FROM NEW.use_yn
        OR OLD.category_seq IS DISTINCT FROM NEW.category_seq)
  EXECUTE FUNCTION listing_count_on_update();--> statement-breakpoint
CREATE TRIGGER listing_count_truncated AFTER TRUNCATE ON sale
  FOR EACH STATEMENT EXECUTE FUNCTION listing_count_on_truncate();--> statement-breakpoint
INSERT INTO listing_count (category_seq, listed)
  SELECT category_seq, count(*) FROM sale WHERE del_yn = false AND use_yn = true GROUP BY category_seq;
