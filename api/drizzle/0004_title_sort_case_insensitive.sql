DROP INDEX "transactions_user_description_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_description_idx" ON "transactions" USING btree ("user_id",lower("description"),"id");