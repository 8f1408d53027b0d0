CREATE TABLE "reminder_deliveries" (
	"reminder_id" uuid NOT NULL,
	"occurs_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "reminder_deliveries_reminder_id_occurs_at_pk" PRIMARY KEY("reminder_id","occurs_at")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"emails" boolean DEFAULT true NOT NULL,
	"feed_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_feed_id_unique" UNIQUE("feed_id")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"repeat" text DEFAULT 'none' NOT NULL,
	"next_delivery_at" timestamp with time zone,
	"calendar_event_id" text,
	"idempotency_key" text,
	"request_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_repeat_known" CHECK ("reminders"."repeat" in ('none', 'weekly', 'monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "calendar_link_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text,
	"access_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sync_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reminder_id" uuid NOT NULL,
	"action" text NOT NULL,
	"event_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "calendar_sync_jobs_action_known" CHECK ("calendar_sync_jobs"."action" in ('upsert', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_link_states" ADD CONSTRAINT "calendar_link_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_link_states" ADD CONSTRAINT "calendar_link_states_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_links" ADD CONSTRAINT "calendar_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sync_jobs" ADD CONSTRAINT "calendar_sync_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_due_idx" ON "reminder_deliveries" USING btree ("next_attempt_at") WHERE "reminder_deliveries"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_user_idempotency_key" ON "reminders" USING btree ("user_id","idempotency_key") WHERE "reminders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "reminders_user_starts_at_idx" ON "reminders" USING btree ("user_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "reminders_next_delivery_idx" ON "reminders" USING btree ("next_delivery_at") WHERE "reminders"."next_delivery_at" is not null;--> statement-breakpoint
CREATE INDEX "calendar_link_states_user_idx" ON "calendar_link_states" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sync_jobs_reminder_key" ON "calendar_sync_jobs" USING btree ("reminder_id");--> statement-breakpoint
CREATE INDEX "calendar_sync_jobs_due_idx" ON "calendar_sync_jobs" USING btree ("next_attempt_at");