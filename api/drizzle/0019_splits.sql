-- Splits: a transaction of category "Split" holds parts, each a category of its own and its share of the amount
-- (signed like the whole; the parts sum to it exactly). A part carries its transaction's user, date and type,
-- kept equal by a key with ON UPDATE CASCADE, so that its own triggers can file it without reading the
-- transaction. In the month totals the transaction itself counts once under "Split" with its whole amount; each
-- part moves its share and a row from "Split" to its own category (a category once per split, so a category's
-- count is of transactions). So the totals by type are unchanged by a split, the "Split" totals hold no money and
-- a negative count that keeps them right, and every figure by category counts each part under its own.
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_id_user_date_type_key" UNIQUE("id","user_id","date","type");--> statement-breakpoint
CREATE TABLE "transaction_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"position" smallint NOT NULL,
	"category" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "transaction_splits_transaction_category_key" UNIQUE("transaction_id","category")
);
--> statement-breakpoint
ALTER TABLE "transaction_splits" ADD CONSTRAINT "transaction_splits_transaction_fk" FOREIGN KEY ("transaction_id","user_id","date","type") REFERENCES "public"."transactions"("id","user_id","date","type") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "transaction_splits_user_date_idx" ON "transaction_splits" USING btree ("user_id","date");--> statement-breakpoint--> statement-breakpoint
CREATE FUNCTION transaction_splits_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Only existing totals move, as for transactions (migration 0003): a user's deletion cascades in any order.
    UPDATE transaction_month_totals AS t
    SET row_count = t.row_count + change.row_count, amount_minor = t.amount_minor + change.amount_minor
    FROM (
      SELECT user_id, month, type, category, sum(row_count) AS row_count, sum(amount_minor) AS amount_minor
      FROM (
        SELECT user_id, month_start(date) AS month, type, category, -1 AS row_count, -amount_minor AS amount_minor
        FROM old_rows
        UNION ALL
        SELECT user_id, month_start(date), type, 'Split', 1, amount_minor FROM old_rows
      ) AS parts
      GROUP BY 1, 2, 3, 4
    ) AS change
    WHERE t.user_id = change.user_id AND t.month = change.month AND t.type = change.type
      AND t.category = change.category;
    UPDATE transaction_revisions SET revision = revision + 1
    WHERE user_id IN (SELECT DISTINCT user_id FROM old_rows);
    UPDATE user_changes SET changed_at = greatest(changed_at, now())
    WHERE domain = 'transactions' AND user_id IN (SELECT user_id FROM old_rows);
    RETURN NULL;
  END IF;
  INSERT INTO transaction_month_totals AS t (user_id, month, type, category, row_count, amount_minor)
  SELECT user_id, month, type, category, sum(row_count), sum(amount_minor)
  FROM (
    SELECT user_id, month_start(date) AS month, type, category, 1 AS row_count, amount_minor FROM new_rows
    UNION ALL
    SELECT user_id, month_start(date), type, 'Split', -1, -amount_minor FROM new_rows
  ) AS change
  GROUP BY 1, 2, 3, 4
  HAVING sum(row_count) <> 0 OR sum(amount_minor) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (user_id, month, type, category) DO UPDATE
  SET row_count = t.row_count + excluded.row_count, amount_minor = t.amount_minor + excluded.amount_minor;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO transaction_month_totals AS t (user_id, month, type, category, row_count, amount_minor)
    SELECT user_id, month, type, category, sum(row_count), sum(amount_minor)
    FROM (
      SELECT user_id, month_start(date) AS month, type, category, -1 AS row_count, -amount_minor AS amount_minor
      FROM old_rows
      UNION ALL
      SELECT user_id, month_start(date), type, 'Split', 1, amount_minor FROM old_rows
    ) AS change
    GROUP BY 1, 2, 3, 4
    HAVING sum(row_count) <> 0 OR sum(amount_minor) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (user_id, month, type, category) DO UPDATE
    SET row_count = t.row_count + excluded.row_count, amount_minor = t.amount_minor + excluded.amount_minor;
  END IF;
  INSERT INTO transaction_revisions AS r (user_id, revision)
  SELECT DISTINCT user_id, 1 FROM new_rows ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET revision = r.revision + 1;
  INSERT INTO user_changes AS c (user_id, domain, changed_at)
  SELECT DISTINCT user_id, 'transactions', now() FROM new_rows ORDER BY 1
  ON CONFLICT (user_id, domain) DO UPDATE SET changed_at = greatest(c.changed_at, excluded.changed_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transaction_splits_totals_insert AFTER INSERT ON transaction_splits
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_splits_totals();
--> statement-breakpoint
CREATE TRIGGER transaction_splits_totals_update AFTER UPDATE ON transaction_splits
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_splits_totals();
--> statement-breakpoint
CREATE TRIGGER transaction_splits_totals_delete AFTER DELETE ON transaction_splits
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_splits_totals();
--> statement-breakpoint
-- A kept answer is replayed as it was given: the transaction it created has no parts.
UPDATE "idempotency_keys" SET "answer" = "answer" || jsonb_build_object('splits', '[]'::jsonb)
WHERE "endpoint" = 'transactions.create';
