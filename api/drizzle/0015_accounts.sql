-- Money accounts. Every person gets one, "Main", holding all their transactions so far; its opening date is
-- their first transaction's or their sign-up's, whichever is earlier, and it opens at 0 so that every
-- balance stays what the transactions sum to. account_totals keeps each account's balance, cleared and not,
-- exact for every write to transactions, as transaction_month_totals keeps the months' (migration 0003).
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"opening_balance_minor" bigint DEFAULT 0 NOT NULL,
	"opening_date" date NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_id_user_id_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "account_totals" (
	"account_id" uuid NOT NULL,
	"cleared" boolean NOT NULL,
	"row_count" integer NOT NULL,
	"amount_minor" numeric NOT NULL,
	CONSTRAINT "account_totals_account_id_cleared_pk" PRIMARY KEY("account_id","cleared")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_totals" ADD CONSTRAINT "account_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_name_key" ON "accounts" USING btree ("user_id",lower("name"));--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "account_id" uuid;--> statement-breakpoint
-- A constant default: PostgreSQL adds the column without rewriting the table.
ALTER TABLE "transactions" ADD COLUMN "cleared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
INSERT INTO "accounts" ("user_id", "name", "kind", "opening_date", "created_at", "updated_at")
SELECT u."id", 'Main', 'Current',
  LEAST((SELECT min(t."date") FROM "transactions" t WHERE t."user_id" = u."id"), u."created_at"::date),
  u."created_at", u."created_at"
FROM "users" u;--> statement-breakpoint
-- The account changes no total, revision or change stamp: the tables' triggers would fold 2 x N rows into
-- nothing, and stamp every person's figures as changed now.
ALTER TABLE "transactions" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "transactions" t SET "account_id" = a."id" FROM "accounts" a WHERE a."user_id" = t."user_id";--> statement-breakpoint
ALTER TABLE "transactions" ENABLE TRIGGER USER;--> statement-breakpoint
-- A kept answer is replayed as it was given: it names the account its transaction went to.
UPDATE "idempotency_keys" k
SET "answer" = k."answer" || jsonb_build_object('accountId', a."id", 'cleared', false)
FROM "accounts" a
WHERE a."user_id" = k."user_id" AND k."endpoint" = 'transactions.create';--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."accounts"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_account_date_idx" ON "transactions" USING btree ("account_id","date","id");--> statement-breakpoint
INSERT INTO "account_totals" ("account_id", "cleared", "row_count", "amount_minor")
SELECT "account_id", "cleared", count(*), sum("amount_minor") FROM "transactions" GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION account_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_totals AS t (account_id, cleared, row_count, amount_minor)
  SELECT account_id, cleared, count(*), sum(amount_minor)
  FROM new_rows
  GROUP BY 1, 2
  -- One lock order for every writer, so that two concurrent statements cannot deadlock on totals.
  ORDER BY 1, 2
  ON CONFLICT (account_id, cleared) DO UPDATE
  SET row_count = t.row_count + excluded.row_count, amount_minor = t.amount_minor + excluded.amount_minor;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION account_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_totals AS t (account_id, cleared, row_count, amount_minor)
  SELECT account_id, cleared, sum(row_count), sum(amount_minor)
  FROM (
    SELECT account_id, cleared, 1 AS row_count, amount_minor FROM new_rows
    UNION ALL
    SELECT account_id, cleared, -1, -amount_minor FROM old_rows
  ) AS change
  GROUP BY 1, 2
  HAVING sum(row_count) <> 0 OR sum(amount_minor) <> 0
  ORDER BY 1, 2
  ON CONFLICT (account_id, cleared) DO UPDATE
  SET row_count = t.row_count + excluded.row_count, amount_minor = t.amount_minor + excluded.amount_minor;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Lowers only totals that exist: a person's deletion cascading here works in any order.
CREATE FUNCTION account_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_totals AS t
  SET row_count = t.row_count - change.row_count, amount_minor = t.amount_minor - change.amount_minor
  FROM (
    SELECT account_id, cleared, count(*) AS row_count, sum(amount_minor) AS amount_minor
    FROM old_rows
    GROUP BY 1, 2
  ) AS change
  WHERE t.account_id = change.account_id AND t.cleared = change.cleared;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_account_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_totals_insert();
--> statement-breakpoint
CREATE TRIGGER transactions_account_totals_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION account_totals_update();
--> statement-breakpoint
CREATE TRIGGER transactions_account_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_totals_delete();
