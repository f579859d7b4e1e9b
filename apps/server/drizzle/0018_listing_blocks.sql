-- Deep pages of the public list (decisions.md, "The database path"). A page newest first deep in
-- the list walked the listings' index from the newest listing to its offset: page 833 of twelve
-- read some 10,000 index entries (3.3 times page 1's time). The listings' triggers now also keep
-- how many listings on show each category has in each block of 1,024 seqs (`seq >> 10`); a deep
-- page sums those rows (a few hundred) from the newest block down to find the block its offset
-- falls in and how many listings lie above it, and walks the index from that block's top, fewer
-- than a block's worth of entries. The same statement triggers as listing_count's, in the same
-- order (category, then block), so two writers lock the rows they share in one order.
CREATE TABLE "listing_block" (
	"category_seq" integer NOT NULL,
	"block" integer NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_block_category_seq_block_pk" PRIMARY KEY("category_seq","block")
);
--> statement-breakpoint
ALTER TABLE "listing_block" ADD CONSTRAINT "listing_block_category_seq_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("seq") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION listing_block_add(category integer, seq_block integer, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO listing_block (category_seq, block, listed) VALUES (category, seq_block, delta)
  ON CONFLICT (category_seq, block) DO UPDATE SET listed = listing_block.listed + excluded.listed
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_count_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- In category order: two writers lock the counts they share in the same order.
  PERFORM listing_count_add(category_seq, n::integer)
  FROM (SELECT category_seq, count(*) AS n FROM new_listings
        WHERE del_yn = false AND use_yn = true GROUP BY category_seq ORDER BY category_seq) added;
  PERFORM listing_block_add(category_seq, seq_block, n::integer)
  FROM (SELECT category_seq, seq >> 10 AS seq_block, count(*) AS n FROM new_listings
        WHERE del_yn = false AND use_yn = true GROUP BY 1, 2 ORDER BY 1, 2) added;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_count_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_count_add(category_seq, -n::integer)
  FROM (SELECT category_seq, count(*) AS n FROM old_listings
        WHERE del_yn = false AND use_yn = true GROUP BY category_seq ORDER BY category_seq) removed;
  PERFORM listing_block_add(category_seq, seq_block, -n::integer)
  FROM (SELECT category_seq, seq >> 10 AS seq_block, count(*) AS n FROM old_listings
        WHERE del_yn = false AND use_yn = true GROUP BY 1, 2 ORDER BY 1, 2) removed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_count_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.del_yn = false AND OLD.use_yn = true AND NEW.del_yn = false AND NEW.use_yn = true THEN
    -- Moved between categories: the lower seq first, as the statement triggers lock them.
    PERFORM listing_count_add(category_seq, delta)
    FROM (VALUES (OLD.category_seq, -1), (NEW.category_seq, 1)) AS moved(category_seq, delta)
    ORDER BY category_seq;
    PERFORM listing_block_add(category_seq, NEW.seq >> 10, delta)
    FROM (VALUES (OLD.category_seq, -1), (NEW.category_seq, 1)) AS moved(category_seq, delta)
    ORDER BY category_seq;
  ELSIF OLD.del_yn = false AND OLD.use_yn = true THEN
    PERFORM listing_count_add(OLD.category_seq, -1);
    PERFORM listing_block_add(OLD.category_seq, OLD.seq >> 10, -1);
  ELSIF NEW.del_yn = false AND NEW.use_yn = true THEN
    PERFORM listing_count_add(NEW.category_seq, 1);
    PERFORM listing_block_add(NEW.category_seq, NEW.seq >> 10, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_count_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_count;
  DELETE FROM listing_block;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO listing_block (category_seq, block, listed)
  SELECT category_seq, seq >> 10, count(*) FROM sale WHERE del_yn = false AND use_yn = true
  GROUP BY 1, 2;
