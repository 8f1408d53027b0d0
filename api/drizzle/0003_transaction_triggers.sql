-- Keeps transaction_month_totals exact for every write to transactions (the app's, an import's, a cascade from
-- imports or users), and moves each writer's transaction_revisions on. Statement-level triggers fold a
-- statement's rows into one change per month, type and category, so a 10,000-row import updates a few hundred
-- totals, not 10,000. Totals that fall to zero rows are kept (readers skip them): removing them would cost a
-- scan per statement.
CREATE FUNCTION month_start(d date) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN d - (extract(day FROM d)::integer - 1);
--> statement-breakpoint
CREATE FUNCTION transaction_month_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_month_totals AS t (user_id, month, type, category, row_count, amount_minor)
  SELECT user_id, month_start(date), type, category, count(*), sum(amount_minor)
  FROM new_rows
  GROUP BY 1, 2, 3, 4
  -- One lock order for every writer, so that two concurrent statements cannot deadlock on totals.
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (user_id, month, type, category) DO UPDATE
  SET row_count = t.row_count + excluded.row_count, amount_minor = t.amount_minor + excluded.amount_minor;
  INSERT INTO transaction_revisions AS r (user_id, revision)
  SELECT DISTINCT user_id, 1 FROM new_rows ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION transaction_month_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_month_totals AS t (user_id, month, type, category, row_count, amount_minor)
  SELECT user_id, month, type, category, sum(row_count), sum(amount_minor)
  FROM (
    SELECT user_id, month_start(date) AS month, type, category, 1 AS row_count, amount_minor FROM new_rows
    UNION ALL
    SELECT user_id, month_start(date), type, category, -1, -amount_minor FROM old_rows
  ) AS change
  GROUP BY 1, 2, 3, 4
  HAVING sum(row_count) <> 0 OR sum(amount_minor) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (user_id, month, type, category) DO UPDATE
  SET row_count = t.row_count + excluded.row_count, amount_minor = t.amount_minor + excluded.amount_minor;
  -- Any edit moves the revision: a changed title changes what a search matches.
  INSERT INTO transaction_revisions AS r (user_id, revision)
  SELECT DISTINCT user_id, 1 FROM new_rows ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Deletes only lower totals and revisions that exist: an UPDATE, never an insert, so that a user's deletion
-- cascading to these tables works in any order.
CREATE FUNCTION transaction_month_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transaction_month_totals AS t
  SET row_count = t.row_count - change.row_count, amount_minor = t.amount_minor - change.amount_minor
  FROM (
    SELECT user_id, month_start(date) AS month, type, category, count(*) AS row_count,
      sum(amount_minor) AS amount_minor
    FROM old_rows
    GROUP BY 1, 2, 3, 4
  ) AS change
  WHERE t.user_id = change.user_id AND t.month = change.month AND t.type = change.type
    AND t.category = change.category;
  UPDATE transaction_revisions SET revision = revision + 1
  WHERE user_id IN (SELECT DISTINCT user_id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_month_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_month_totals_insert();
--> statement-breakpoint
CREATE TRIGGER transactions_month_totals_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_month_totals_update();
--> statement-breakpoint
CREATE TRIGGER transactions_month_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_month_totals_delete();
