CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"endpoint" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
-- The keys kept on the rows they created move here, each with the answer a retry of it was given: the row as
-- it stands now (the goal as it stands now beside a contribution), as the API's mapping writes it. An instant
-- is written as JavaScript's toISOString does, a reminder's date with its own zone's offset.
CREATE FUNCTION pg_temp.iso(instant timestamptz) RETURNS text LANGUAGE sql AS $$
  SELECT to_char(instant AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;--> statement-breakpoint
CREATE FUNCTION pg_temp.money(minor bigint) RETURNS numeric LANGUAGE sql AS $$
  SELECT round(minor::numeric / 100, 2)
$$;--> statement-breakpoint
INSERT INTO "idempotency_keys" ("user_id", "key", "endpoint", "fingerprint", "answer", "created_at")
SELECT t.user_id, t.idempotency_key, 'transactions.create', t.request_fingerprint,
  jsonb_build_object(
    '_id', t.id, 'userId', t.user_id, 'description', t.description, 'amount', pg_temp.money(t.amount_minor),
    'type', t.type, 'category', t.category, 'date', t.date::text, 'notes', t.notes, 'importId', t.import_id,
    'recurring', CASE WHEN r.id IS NULL THEN NULL ELSE jsonb_build_object(
      'id', r.id, 'frequency', r.frequency, 'endDate', r.end_date::text, 'nextDate', r.next_date::text) END,
    'createdAt', pg_temp.iso(t.created_at), 'updatedAt', pg_temp.iso(t.updated_at)),
  t.created_at
FROM "transactions" t LEFT JOIN "recurring_rules" r ON r.id = t.recurring_rule_id
WHERE t.idempotency_key IS NOT NULL;--> statement-breakpoint
INSERT INTO "idempotency_keys" ("user_id", "key", "endpoint", "fingerprint", "answer", "created_at")
SELECT c.user_id, c.idempotency_key, 'goals.contribute', c.request_fingerprint,
  jsonb_build_object(
    'goal', jsonb_build_object(
      '_id', g.id, 'userId', g.user_id, 'name', g.name, 'targetAmount', pg_temp.money(g.target_minor),
      'savedAmount', pg_temp.money(g.saved_minor), 'targetDate', g.target_date::text, 'priority', g.priority,
      'category', g.category, 'status', g.status, 'completedAt', pg_temp.iso(g.completed_at),
      'createdAt', pg_temp.iso(g.created_at), 'updatedAt', pg_temp.iso(g.updated_at)),
    'contribution', jsonb_build_object(
      '_id', c.id, 'goalId', c.goal_id, 'amount', pg_temp.money(c.amount_minor), 'note', c.note,
      'createdAt', pg_temp.iso(c.created_at))),
  c.created_at
FROM "goal_contributions" c JOIN "goals" g ON g.id = c.goal_id
WHERE c.idempotency_key IS NOT NULL;--> statement-breakpoint
INSERT INTO "idempotency_keys" ("user_id", "key", "endpoint", "fingerprint", "answer", "created_at")
SELECT r.user_id, r.idempotency_key, 'reminders.create', r.request_fingerprint,
  jsonb_build_object(
    '_id', r.id, 'title', r.title,
    'date', to_char(r.starts_at AT TIME ZONE r.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS.MS')
      || CASE WHEN o.offset_ < interval '0' THEN '-' || to_char(-o.offset_, 'HH24:MI')
         ELSE '+' || to_char(o.offset_, 'HH24:MI') END,
    'description', r.description, 'repeat', r.repeat,
    'createdAt', pg_temp.iso(r.created_at), 'updatedAt', pg_temp.iso(r.updated_at)),
  r.created_at
FROM "reminders" r,
  LATERAL (SELECT (r.starts_at AT TIME ZONE r.time_zone) - (r.starts_at AT TIME ZONE 'UTC') AS offset_) o
WHERE r.idempotency_key IS NOT NULL;--> statement-breakpoint
DROP INDEX "transactions_user_idempotency_key";--> statement-breakpoint
DROP INDEX "goal_contributions_user_idempotency_key";--> statement-breakpoint
DROP INDEX "reminders_user_idempotency_key";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "request_fingerprint";--> statement-breakpoint
ALTER TABLE "goal_contributions" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "goal_contributions" DROP COLUMN "request_fingerprint";--> statement-breakpoint
ALTER TABLE "reminders" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "reminders" DROP COLUMN "request_fingerprint";