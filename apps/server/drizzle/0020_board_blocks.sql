-- Deep pages of the administrators' order and rental boards (decisions.md, "The database path").
-- A page in the middle of a million orders skipped up to half a million index entries (p50 83 ms
-- under the shoppers' load, the work they lost). The tables' triggers now keep how many rows each
-- state has in each block of 4,096 seqs (`seq >> 12`), as listing_block (0018) does for the sale
-- list: a page sums those rows (a few thousand) from the newest block down to find the blocks it
-- lies in and walks the index there alone, and the board's count, with or without a state
-- filter, is their sum. The statement triggers change the rows they share in one order (state,
-- then block), so two writers lock them in the same order.
CREATE TABLE "board_block" (
	"board" varchar(20) NOT NULL,
	"state" varchar(10) NOT NULL,
	"block" integer NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "board_block_board_state_block_pk" PRIMARY KEY("board","state","block")
);
--> statement-breakpoint
CREATE FUNCTION board_block_add(board_name text, row_state text, seq_block integer, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO board_block (board, state, block, rows) VALUES (board_name, row_state, seq_block, delta)
  ON CONFLICT (board, state, block) DO UPDATE SET rows = board_block.rows + excluded.rows
$$;--> statement-breakpoint
CREATE FUNCTION board_block_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM board_block_add(TG_TABLE_NAME, state, seq_block, n::integer)
  FROM (SELECT state, seq >> 12 AS seq_block, count(*) AS n FROM new_rows
        GROUP BY 1, 2 ORDER BY 1, 2) added;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION board_block_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM board_block_add(TG_TABLE_NAME, state, seq_block, -n::integer)
  FROM (SELECT state, seq >> 12 AS seq_block, count(*) AS n FROM old_rows
        GROUP BY 1, 2 ORDER BY 1, 2) removed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION board_block_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- In state order, as the statement triggers lock them.
  PERFORM board_block_add(TG_TABLE_NAME, state, OLD.seq >> 12, delta)
  FROM (VALUES (OLD.state::text, -1), (NEW.state::text, 1)) AS moved(state, delta)
  ORDER BY state;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION board_block_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM board_block WHERE board = TG_TABLE_NAME;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_board_block_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_block_on_insert();--> statement-breakpoint
CREATE TRIGGER orders_board_block_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_block_on_delete();--> statement-breakpoint
CREATE TRIGGER orders_board_block_update AFTER UPDATE OF state ON orders
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION board_block_on_update();--> statement-breakpoint
CREATE TRIGGER orders_board_block_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION board_block_on_truncate();--> statement-breakpoint
CREATE TRIGGER rental_board_block_insert AFTER INSERT ON rental
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION board_block_on_insert();--> statement-breakpoint
CREATE TRIGGER rental_board_block_delete AFTER DELETE ON rental
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_block_on_delete();--> statement-breakpoint
CREATE TRIGGER rental_board_block_update AFTER UPDATE OF state ON rental
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION board_block_on_update();--> statement-breakpoint
CREATE TRIGGER rental_board_block_truncate AFTER TRUNCATE ON rental
  FOR EACH STATEMENT EXECUTE FUNCTION board_block_on_truncate();--> statement-breakpoint
INSERT INTO board_block (board, state, block, rows)
  SELECT 'orders', state, seq >> 12, count(*) FROM orders GROUP BY 2, 3;--> statement-breakpoint
INSERT INTO board_block (board, state, block, rows)
  SELECT 'rental', state, seq >> 12, count(*) FROM rental GROUP BY 2, 3;
