-- Search by what a listing offers, and sort the list by price and popularity.
-- A search now finds a listing by its title, its sale number, its product's name and brand and its
-- category's name. A generated column reads only its own row, so each listing keeps the product's
-- name and brand and the category's name in `search_text` (one a line, so a word never runs from
-- one into the next), written by triggers: on a listing's insert or move to another product or
-- category, and on a product's or category's rename. Triggers rather than the server's services,
-- so every writer keeps it (the demo seed, the bench's bulk load and the tests' factories write
-- listings in SQL), in the same statement as the write. PL/pgSQL is built into PostgreSQL and
-- PGlite alike: no extension. The pieces (search_grams) are cut from each of title, sale number
-- and the lines of search_text, apart. PostgreSQL 15 cannot change a generated column's
-- expression, so search_grams is dropped (with its index) and made again.
-- A listing written while its product is being renamed takes the product's key-share lock, as its
-- foreign key check does: it waits for the rename and then reads the new name. A rename locks the
-- product's listings before the product (product.service.ts), in the store's lock order.
-- The list's orders besides the newest first: by `shown_price`, the price the list's card shows
-- first (the 30-day rent, or the purchase price of a listing that can only be bought), up and down;
-- and by `ordered_units`, the units ordered from the listing (인기순), which each insert into orders
-- adds to (once per statement and listing), counted here from the orders already placed. Not the
-- view count: an index on it would make every new viewer's count rewrite the listing's entries in
-- every index, the search index's hundred pieces included, where an order is rare. Each order has
-- an index that ends in the newest first, its tie-break, with the category beside it, as the
-- newest first has (migration 0005).
ALTER TABLE "sale" DROP COLUMN "search_grams";--> statement-breakpoint
DROP FUNCTION search_grams(text, text);--> statement-breakpoint
CREATE FUNCTION search_grams(title text, sale_no text, search_text text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT piece), '{}')
  FROM (
    SELECT translate(part, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
    FROM unnest(
      ARRAY[coalesce(title, ''), coalesce(sale_no, '')]
        || string_to_array(coalesce(search_text, ''), E'\n')
    ) AS parts(part)
  ) AS source(t),
  LATERAL (
    SELECT substr(source.t, i, 1) FROM generate_series(1, char_length(source.t)) AS i
    UNION ALL
    SELECT substr(source.t, i, 2) FROM generate_series(1, char_length(source.t) - 1) AS i
  ) AS pieces(piece)
$$;--> statement-breakpoint
CREATE FUNCTION listing_search_text(product_name text, brand text, category_name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(E'\n', product_name, brand, category_name)
$$;--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "ordered_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "sale" SET "search_text" = known.search_text, "ordered_units" = known.ordered_units
FROM (
  SELECT s.seq, listing_search_text(p.name, p.brand, c.name) AS search_text,
         coalesce(placed.units, 0) AS ordered_units
  FROM "sale" s
  JOIN "product" p ON p.seq = s.product_seq
  JOIN "category" c ON c.seq = s.category_seq
  LEFT JOIN (SELECT sale_seq, sum(order_count) AS units FROM "orders" GROUP BY sale_seq) placed
    ON placed.sale_seq = s.seq
) known
WHERE "sale".seq = known.seq;--> statement-breakpoint
ALTER TABLE "sale"
  ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams(title, sale_no, search_text)) STORED,
  ADD COLUMN "shown_price" integer GENERATED ALWAYS AS (case when cardinality(rental_periods) > 0 or purchase_price is null then sale_price else purchase_price end) STORED;--> statement-breakpoint
CREATE INDEX "sale_search_grams_idx" ON "sale" USING gin ("search_grams") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sale_active_price_asc_idx" ON "sale" USING btree ("shown_price","seq" DESC NULLS FIRST,"category_seq") WHERE "sale"."del_yn" = false and "sale"."use_yn" = true;--> statement-breakpoint
CREATE INDEX "sale_active_price_desc_idx" ON "sale" USING btree ("shown_price" DESC NULLS LAST,"seq" DESC NULLS FIRST,"category_seq") WHERE "sale"."del_yn" = false and "sale"."use_yn" = true;--> statement-breakpoint
CREATE INDEX "sale_active_ordered_idx" ON "sale" USING btree ("ordered_units" DESC NULLS FIRST,"seq" DESC NULLS FIRST,"category_seq") WHERE "sale"."del_yn" = false and "sale"."use_yn" = true;--> statement-breakpoint
CREATE FUNCTION sale_search_text_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT listing_search_text(p.name, p.brand, c.name) INTO NEW.search_text
  FROM product p, category c
  WHERE p.seq = NEW.product_seq AND c.seq = NEW.category_seq
  FOR KEY SHARE OF p;
  -- No such product or category: the foreign key refuses the row after this.
  NEW.search_text := coalesce(NEW.search_text, '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER sale_search_text_on_write BEFORE INSERT OR UPDATE OF product_seq, category_seq ON "sale"
FOR EACH ROW EXECUTE FUNCTION sale_search_text_of_row();--> statement-breakpoint
CREATE FUNCTION sale_search_text_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sale SET search_text = listing_search_text(NEW.name, NEW.brand, c.name)
  FROM category c
  WHERE sale.product_seq = NEW.seq AND c.seq = sale.category_seq;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_rename_sale_search AFTER UPDATE OF name, brand ON "product"
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.brand IS DISTINCT FROM NEW.brand)
EXECUTE FUNCTION sale_search_text_of_product();--> statement-breakpoint
CREATE FUNCTION sale_search_text_of_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sale SET search_text = listing_search_text(p.name, p.brand, NEW.name)
  FROM product p
  WHERE sale.category_seq = NEW.seq AND p.seq = sale.product_seq;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER category_rename_sale_search AFTER UPDATE OF name ON "category"
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION sale_search_text_of_category();--> statement-breakpoint
CREATE FUNCTION sale_ordered_units_of_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sale SET ordered_units = sale.ordered_units + placed.units
  FROM (SELECT sale_seq, sum(order_count) AS units FROM placed_orders GROUP BY sale_seq) placed
  WHERE sale.seq = placed.sale_seq;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_sale_ordered_units AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS placed_orders
FOR EACH STATEMENT EXECUTE FUNCTION sale_ordered_units_of_orders();
