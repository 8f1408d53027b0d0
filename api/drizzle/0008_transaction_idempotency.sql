ALTER TABLE "transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_user_idempotency_key" ON "transactions" USING btree ("user_id","idempotency_key") WHERE "transactions"."idempotency_key" is not null;