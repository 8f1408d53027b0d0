-- Tags: labels that cut across categories, on a transaction and on each part of a split. They are arrays of
-- names rather than rows of their own: a tag exists while something carries it, a name keeps the spelling it was
-- first given (the server writes the person's existing spelling), and a change of tags is a change of its row,
-- so the revisions and change times the transactions' triggers keep follow it. Names are matched without regard
-- to case: tag_keys() gives them lower-cased, and the GIN indexes over it, led by user_id (btree_gin, migration
-- 0001), answer the tag filter. The person's tags are read from the partial index alone, which holds what they
-- need (INCLUDE), so listing them reads no table page.
ALTER TABLE "transaction_splits" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE FUNCTION tag_keys(tags text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(pg_catalog.array_agg(pg_catalog.lower(tag)), '{}') FROM pg_catalog.unnest(tags) AS tag
$$;--> statement-breakpoint
CREATE INDEX "transaction_splits_user_tag_keys_idx" ON "transaction_splits" USING gin ("user_id",tag_keys("tags"));--> statement-breakpoint
CREATE INDEX "transactions_user_tag_keys_idx" ON "transactions" USING gin ("user_id",tag_keys("tags"));--> statement-breakpoint
CREATE INDEX "transactions_user_tagged_idx" ON "transactions" USING btree ("user_id") INCLUDE ("id","tags") WHERE "transactions"."tags" <> '{}';--> statement-breakpoint
-- A kept answer is replayed as it was given: the transaction it created, and each of its parts, had no tags.
UPDATE "idempotency_keys"
SET "answer" = "answer" || jsonb_build_object(
  'tags', '[]'::jsonb,
  'splits', (
    SELECT coalesce(jsonb_agg(part || jsonb_build_object('tags', '[]'::jsonb) ORDER BY position), '[]'::jsonb)
    FROM jsonb_array_elements(coalesce("answer" -> 'splits', '[]'::jsonb)) WITH ORDINALITY AS parts(part, position)
  )
)
WHERE "endpoint" = 'transactions.create';
