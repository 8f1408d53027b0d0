CREATE TABLE "goal_contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"request_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_contributions_amount_positive" CHECK ("goal_contributions"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target_minor" bigint NOT NULL,
	"saved_minor" bigint DEFAULT 0 NOT NULL,
	"target_date" date NOT NULL,
	"priority" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_target_positive" CHECK ("goals"."target_minor" > 0),
	CONSTRAINT "goals_saved_not_negative" CHECK ("goals"."saved_minor" >= 0),
	CONSTRAINT "goals_saved_within_target" CHECK ("goals"."saved_minor" <= "goals"."target_minor"),
	CONSTRAINT "goals_status_known" CHECK ("goals"."status" in ('Active', 'Completed', 'Paused')),
	CONSTRAINT "goals_completed_at_iff_completed" CHECK (("goals"."status" = 'Completed') = ("goals"."completed_at" is not null)),
	CONSTRAINT "goals_full_is_completed" CHECK ("goals"."saved_minor" < "goals"."target_minor" or "goals"."status" = 'Completed')
);
--> statement-breakpoint
ALTER TABLE "goal_contributions" ADD CONSTRAINT "goal_contributions_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goal_contributions_user_idempotency_key" ON "goal_contributions" USING btree ("user_id","idempotency_key") WHERE "goal_contributions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "goal_contributions_goal_created_idx" ON "goal_contributions" USING btree ("goal_id","created_at");--> statement-breakpoint
CREATE INDEX "goals_user_target_date_idx" ON "goals" USING btree ("user_id","target_date","id");