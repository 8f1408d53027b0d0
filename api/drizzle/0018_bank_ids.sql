-- Bank ids: the bank's own id of an imported statement's row (OFX FITID, CAMT reference), unique in its account,
-- so a statement imported again, or one overlapping the last, adds only the rows the account does not have yet.
-- Rows typed in or imported from CSV have none. A nullable column without a default: no table rewrite.
ALTER TABLE "transactions" ADD COLUMN "bank_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_account_bank_id_key" ON "transactions" USING btree ("account_id","bank_id") WHERE "transactions"."bank_id" is not null;