-- Rules that file new transactions by themselves, run in the order of their position, and the applications of a
-- rule to existing transactions: each keeps what the rows it changed were, so that it can be undone.
CREATE TABLE "filing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"match" text NOT NULL,
	"text" text NOT NULL,
	"type" text,
	"min_amount_minor" bigint,
	"max_amount_minor" bigint,
	"account_ids" uuid[] DEFAULT '{}' NOT NULL,
	"category" text,
	"add_tags" text[] DEFAULT '{}' NOT NULL,
	"rename" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rule_id" uuid,
	"rows" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filing_rules" ADD CONSTRAINT "filing_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_applications" ADD CONSTRAINT "rule_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_applications" ADD CONSTRAINT "rule_applications_rule_id_filing_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."filing_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filing_rules_user_position_idx" ON "filing_rules" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "rule_applications_user_applied_idx" ON "rule_applications" USING btree ("user_id","applied_at");