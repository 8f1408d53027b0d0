-- Reconciliation: a transaction matched to a statement is reconciled (and locked against edits until unlocked),
-- and an account keeps the date and balance of the last statement it was reconciled to. Constant defaults:
-- PostgreSQL adds the columns without rewriting the table.
ALTER TABLE "accounts" ADD COLUMN "reconciled_date" date;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "reconciled_balance_minor" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reconciled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reconciled_cleared" CHECK (not "transactions"."reconciled" or "transactions"."cleared");--> statement-breakpoint
-- A kept answer is replayed as it was given: it says the transaction it created is not reconciled.
UPDATE "idempotency_keys" SET "answer" = "answer" || jsonb_build_object('reconciled', false)
WHERE "endpoint" = 'transactions.create';
