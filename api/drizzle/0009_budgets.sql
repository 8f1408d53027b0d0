CREATE TABLE "budgets" (
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"rollover" boolean DEFAULT false NOT NULL,
	"since" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_user_id_category_pk" PRIMARY KEY("user_id","category"),
	CONSTRAINT "budgets_amount_positive" CHECK ("budgets"."amount_minor" > 0),
	CONSTRAINT "budgets_category_expense" CHECK ("budgets"."category" in ('Food', 'Transportation', 'Shopping', 'Entertainment', 'Utilities', 'Healthcare', 'Education', 'Travel', 'Insurance', 'Rent', 'Other Expense')),
	CONSTRAINT "budgets_since_first_of_month" CHECK (extract(day from "budgets"."since") = 1)
);
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;