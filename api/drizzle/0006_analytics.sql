CREATE TABLE "transaction_day_totals" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"row_count" integer NOT NULL,
	"amount_minor" numeric NOT NULL,
	CONSTRAINT "transaction_day_totals_user_id_date_type_pk" PRIMARY KEY("user_id","date","type")
);
--> statement-breakpoint
CREATE TABLE "user_changes" (
	"user_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_changes_user_id_domain_pk" PRIMARY KEY("user_id","domain"),
	CONSTRAINT "user_changes_domain_known" CHECK ("user_changes"."domain" in ('transactions', 'goals'))
);
--> statement-breakpoint
ALTER TABLE "transaction_day_totals" ADD CONSTRAINT "transaction_day_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_changes" ADD CONSTRAINT "user_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- transaction_day_totals: per-day totals kept exact for every write to transactions, like the month totals of
-- migration 0003: statement-level triggers fold a statement's rows into one change per user, day and type, so
-- a 100,000-row import writes at most a few thousand totals, never one per row.
CREATE FUNCTION transaction_day_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_day_totals AS t (user_id, date, type, row_count, amount_minor)
  SELECT user_id, date, type, count(*), sum(amount_minor)
  FROM new_rows
  GROUP BY 1, 2, 3
  -- One lock order for every writer, so that two concurrent statements cannot deadlock on totals.
  ORDER BY 1, 2, 3
  ON CONFLICT (user_id, date, type) DO UPDATE
  SET row_count = t.row_count + excluded.row_count, amount_minor = t.amount_minor + excluded.amount_minor;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION transaction_day_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_day_totals AS t (user_id, date, type, row_count, amount_minor)
  SELECT user_id, date, type, sum(row_count), sum(amount_minor)
  FROM (
    SELECT user_id, date, type, 1 AS row_count, amount_minor FROM new_rows
    UNION ALL
    SELECT user_id, date, type, -1, -amount_minor FROM old_rows
  ) AS change
  GROUP BY 1, 2, 3
  -- Edits that move no day's figures (a title, a recurring rule set to null by a user's deletion) write nothing.
  HAVING sum(row_count) <> 0 OR sum(amount_minor) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (user_id, date, type) DO UPDATE
  SET row_count = t.row_count + excluded.row_count, amount_minor = t.amount_minor + excluded.amount_minor;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Deletes only lower totals that exist (an UPDATE, never an insert), so that a user's deletion cascading to
-- these tables works in any order.
CREATE FUNCTION transaction_day_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transaction_day_totals AS t
  SET row_count = t.row_count - change.row_count, amount_minor = t.amount_minor - change.amount_minor
  FROM (
    SELECT user_id, date, type, count(*) AS row_count, sum(amount_minor) AS amount_minor
    FROM old_rows
    GROUP BY 1, 2, 3
  ) AS change
  WHERE t.user_id = change.user_id AND t.date = change.date AND t.type = change.type;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_day_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_day_totals_insert();
--> statement-breakpoint
CREATE TRIGGER transactions_day_totals_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_day_totals_update();
--> statement-breakpoint
CREATE TRIGGER transactions_day_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_day_totals_delete();
--> statement-breakpoint
INSERT INTO transaction_day_totals (user_id, date, type, row_count, amount_minor)
SELECT user_id, date, type, count(*), sum(amount_minor) FROM transactions GROUP BY 1, 2, 3;
--> statement-breakpoint
-- user_changes: once per statement, the users whose rows it wrote get their domain stamped with now(), the
-- writing transaction's start: /realtime/updates answers a `checkedAt` no later than the start of any
-- transaction still open, so a write that commits after a check is still seen by the next one. TG_ARGV[0]
-- names the domain. Inserts upsert; edits and deletions only move rows that exist (an insert or the backfill
-- below made them), so that a user's deletion cascading to this table works in any order.
CREATE FUNCTION user_changes_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_changes AS c (user_id, domain, changed_at)
    SELECT DISTINCT user_id, TG_ARGV[0], now() FROM new_rows ORDER BY 1
    ON CONFLICT (user_id, domain) DO UPDATE SET changed_at = greatest(c.changed_at, excluded.changed_at);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE user_changes SET changed_at = greatest(changed_at, now())
    WHERE domain = TG_ARGV[0] AND user_id IN (SELECT user_id FROM new_rows);
  ELSE
    UPDATE user_changes SET changed_at = greatest(changed_at, now())
    WHERE domain = TG_ARGV[0] AND user_id IN (SELECT user_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_user_changes_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('transactions');
--> statement-breakpoint
CREATE TRIGGER transactions_user_changes_update AFTER UPDATE ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('transactions');
--> statement-breakpoint
CREATE TRIGGER transactions_user_changes_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('transactions');
--> statement-breakpoint
CREATE TRIGGER goals_user_changes_insert AFTER INSERT ON goals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('goals');
--> statement-breakpoint
CREATE TRIGGER goals_user_changes_update AFTER UPDATE ON goals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('goals');
--> statement-breakpoint
CREATE TRIGGER goals_user_changes_delete AFTER DELETE ON goals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('goals');
--> statement-breakpoint
CREATE TRIGGER goal_contributions_user_changes_insert AFTER INSERT ON goal_contributions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('goals');
--> statement-breakpoint
CREATE TRIGGER goal_contributions_user_changes_update AFTER UPDATE ON goal_contributions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('goals');
--> statement-breakpoint
CREATE TRIGGER goal_contributions_user_changes_delete AFTER DELETE ON goal_contributions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('goals');
--> statement-breakpoint
-- Users who wrote before this migration: their last change as the rows tell it.
INSERT INTO user_changes (user_id, domain, changed_at)
SELECT user_id, 'transactions', max(updated_at) FROM transactions GROUP BY user_id;
--> statement-breakpoint
INSERT INTO user_changes (user_id, domain, changed_at)
SELECT user_id, 'goals', max(changed_at)
FROM (
  SELECT user_id, updated_at AS changed_at FROM goals
  UNION ALL
  SELECT user_id, created_at FROM goal_contributions
) AS writes
GROUP BY user_id;
