-- Tags: labels that cut across categories, on a transaction and on each part of a split. They are arrays of
-- names rather than rows of their own: a tag exists while something carries it, a name keeps the spelling it was
-- first given (the server writes the person's existing spelling), and a change of tags is a change of its row,
-- so the revisions and change times the transactions' triggers keep follow it. The GIN indexes, led by user_id
-- (btree_gin, migration 0001), answer the tag filter; the partial one lists a person's tagged rows.
ALTER TABLE "transaction_splits" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "transaction_splits_user_tags_idx" ON "transaction_splits" USING gin ("user_id","tags");--> statement-breakpoint
CREATE INDEX "transactions_user_tags_idx" ON "transactions" USING gin ("user_id","tags");--> statement-breakpoint
CREATE INDEX "transactions_user_tagged_idx" ON "transactions" USING btree ("user_id") WHERE "transactions"."tags" <> '{}';--> statement-breakpoint
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
