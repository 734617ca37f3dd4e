// Season figures at 1,000,000 sales (bench/season-figures.ts): joining a season's ~100k
// sales to their ~200k lines took seconds (a hash join over all of sale_items). Instead each side
// carries what the sums read, kept by the database itself so no write path can drift:
// - sales.bags (new) and sales.total are the sums of the sale's lines (quantity, total), recomputed
//   by a statement trigger on sale_items after every INSERT, UPDATE and DELETE (sale create, edit,
//   import, DKbono redemption, cascade on delete); the strip and the blocks by zone, consultant and
//   week read only sales, through a covering index on (season_id, status).
// - sale_items.season_id and sale_items.sale_active (new) copy the sale's season and whether it is
//   ACTIVE: set from the sale when a line is written, and pushed to the lines when the sale's season
//   or status changes (edit, cancel); the block by product reads only the partial index of the
//   active lines of a season.
// Backfilled here from the lines. PL/pgSQL triggers run the same in PGlite.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sales ADD COLUMN bags integer NOT NULL DEFAULT 0 CHECK (bags >= 0);
    ALTER TABLE sale_items ADD COLUMN season_id integer, ADD COLUMN sale_active boolean;

    UPDATE sales s SET bags = t.bags, total = t.total
    FROM (SELECT sale_id, sum(quantity)::int AS bags, sum(total) AS total FROM sale_items GROUP BY sale_id) t
    WHERE t.sale_id = s.id;
    UPDATE sale_items si SET season_id = s.season_id, sale_active = (s.status = 'ACTIVE')
    FROM sales s WHERE s.id = si.sale_id;
    ALTER TABLE sale_items ALTER COLUMN season_id SET NOT NULL, ALTER COLUMN sale_active SET NOT NULL;

    -- The bags and amount of the given sales, from their lines (a sale left without lines: zero).
    CREATE FUNCTION sales_sum_lines(sale_ids integer[]) RETURNS void LANGUAGE sql AS $fn$
      UPDATE sales s SET bags = t.bags, total = t.total
      FROM (SELECT x.id, coalesce(sum(si.quantity), 0)::int AS bags, coalesce(sum(si.total), 0) AS total
            FROM unnest(sale_ids) AS x(id) LEFT JOIN sale_items si ON si.sale_id = x.id
            GROUP BY x.id) t
      WHERE s.id = t.id AND (s.bags <> t.bags OR s.total <> t.total)
    $fn$;

    CREATE FUNCTION sale_items_sum_sales() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM sales_sum_lines(array(SELECT DISTINCT sale_id FROM new_lines));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM sales_sum_lines(array(SELECT DISTINCT sale_id FROM old_lines));
      ELSE
        PERFORM sales_sum_lines(array(
          SELECT o.sale_id FROM old_lines o JOIN new_lines n ON n.id = o.id
          WHERE (n.sale_id, n.quantity, n.total) IS DISTINCT FROM (o.sale_id, o.quantity, o.total)
          UNION
          SELECT n.sale_id FROM old_lines o JOIN new_lines n ON n.id = o.id
          WHERE (n.sale_id, n.quantity, n.total) IS DISTINCT FROM (o.sale_id, o.quantity, o.total)));
      END IF;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER sale_items_sum_sales_insert AFTER INSERT ON sale_items
      REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION sale_items_sum_sales();
    CREATE TRIGGER sale_items_sum_sales_update AFTER UPDATE ON sale_items
      REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
      FOR EACH STATEMENT EXECUTE FUNCTION sale_items_sum_sales();
    CREATE TRIGGER sale_items_sum_sales_delete AFTER DELETE ON sale_items
      REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION sale_items_sum_sales();

    -- A line takes its sale's season and status whatever the writer sent.
    CREATE FUNCTION sale_items_take_sale() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      SELECT s.season_id, s.status = 'ACTIVE' INTO NEW.season_id, NEW.sale_active
      FROM sales s WHERE s.id = NEW.sale_id;
      RETURN NEW;
    END
    $fn$;
    CREATE TRIGGER sale_items_take_sale BEFORE INSERT OR UPDATE OF sale_id, season_id, sale_active ON sale_items
      FOR EACH ROW EXECUTE FUNCTION sale_items_take_sale();

    CREATE FUNCTION sales_pass_to_lines() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE sale_items SET season_id = NEW.season_id, sale_active = (NEW.status = 'ACTIVE')
      WHERE sale_id = NEW.id;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER sales_pass_to_lines AFTER UPDATE OF season_id, status ON sales FOR EACH ROW
      WHEN (OLD.season_id IS DISTINCT FROM NEW.season_id OR OLD.status IS DISTINCT FROM NEW.status)
      EXECUTE FUNCTION sales_pass_to_lines();
    -- Nor can a writer set the sums by hand: they follow the lines.
    CREATE FUNCTION sales_keep_sums() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM sales_sum_lines(ARRAY[NEW.id]);
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER sales_keep_sums AFTER UPDATE OF bags, total ON sales FOR EACH ROW
      WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION sales_keep_sums();

    CREATE INDEX sales_season_figures_idx ON sales (season_id, status)
      INCLUDE (consultant_id, client_id, sale_date, total, bags);
    CREATE INDEX sale_items_season_product_idx ON sale_items (season_id, product_id)
      INCLUDE (sale_id, quantity, total) WHERE sale_active;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER sales_keep_sums ON sales;
    DROP TRIGGER sales_pass_to_lines ON sales;
    DROP TRIGGER sale_items_take_sale ON sale_items;
    DROP TRIGGER sale_items_sum_sales_insert ON sale_items;
    DROP TRIGGER sale_items_sum_sales_update ON sale_items;
    DROP TRIGGER sale_items_sum_sales_delete ON sale_items;
    DROP FUNCTION sales_keep_sums();
    DROP FUNCTION sales_pass_to_lines();
    DROP FUNCTION sale_items_take_sale();
    DROP FUNCTION sale_items_sum_sales();
    DROP FUNCTION sales_sum_lines(integer[]);
    DROP INDEX sale_items_season_product_idx;
    DROP INDEX sales_season_figures_idx;
    ALTER TABLE sale_items DROP COLUMN season_id, DROP COLUMN sale_active;
    ALTER TABLE sales DROP COLUMN bags;
  `.execute(db);
}
