-- Transfers: a row per transfer, named by its two transactions (type and category Transfer, negative in the
-- account the money left, positive in the one it reached). The key (transfer_id, user_id) keeps a row out of
-- another person's transfer and deletes both rows with their transfer. The month and day totals keep them under
-- type Transfer, which every figure of income and spending leaves out; the list counts them.
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_id_user_id_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_transfer_fk" FOREIGN KEY ("transfer_id","user_id") REFERENCES "public"."transfers"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_transfer_id_idx" ON "transactions" USING btree ("transfer_id") WHERE "transactions"."transfer_id" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_transfer_rows" CHECK (("transactions"."transfer_id" is not null) = ("transactions"."type" = 'Transfer') and ("transactions"."type" = 'Transfer') = ("transactions"."category" = 'Transfer'));--> statement-breakpoint
-- A kept answer is replayed as it was given: it says the transaction it created is in no transfer.
UPDATE "idempotency_keys" SET "answer" = "answer" || jsonb_build_object('transferId', null, 'transferAccountId', null)
WHERE "endpoint" = 'transactions.create';
