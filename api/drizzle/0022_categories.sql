-- Categories of one's own: each person's categories of income and expenses, with a colour, an icon, a group,
-- hidden or not, and one fallback per type that imported rows of an unknown category are filed under. Rows go on
-- naming their category by name; budgets' check against the fixed expense list goes, as the list is the
-- person's now. Every existing person gets the defaults, the lists they have used so far.
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"icon" text NOT NULL,
	"group_name" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"fallback" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budgets" DROP CONSTRAINT "budgets_category_expense";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_user_name_key" ON "categories" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_user_fallback_key" ON "categories" USING btree ("user_id","type") WHERE "categories"."fallback";--> statement-breakpoint
CREATE INDEX "categories_user_position_idx" ON "categories" USING btree ("user_id","type","position");;--> statement-breakpoint
INSERT INTO "categories" ("user_id", "type", "name", "color", "icon", "fallback", "position")
SELECT "users"."id", d.type, d.name, d.color, d.icon, d.fallback, d.position
FROM "users" CROSS JOIN (VALUES
  ('Income', 'Salary', '#16a34a', 'wallet', false, 0),
  ('Income', 'Freelance', '#8b5cf6', 'laptop', false, 1),
  ('Income', 'Bonus', '#d97706', 'gift', false, 2),
  ('Income', 'Investment', '#0891b2', 'rise', false, 3),
  ('Income', 'Other Income', '#dc2626', 'tag', true, 4),
  ('Expense', 'Food', '#1677ff', 'coffee', false, 0),
  ('Expense', 'Transportation', '#ea580c', 'car', false, 1),
  ('Expense', 'Shopping', '#0d9488', 'shopping', false, 2),
  ('Expense', 'Entertainment', '#db2777', 'film', false, 3),
  ('Expense', 'Utilities', '#16a34a', 'bulb', false, 4),
  ('Expense', 'Healthcare', '#8b5cf6', 'medicine', false, 5),
  ('Expense', 'Education', '#d97706', 'book', false, 6),
  ('Expense', 'Travel', '#0891b2', 'plane', false, 7),
  ('Expense', 'Insurance', '#dc2626', 'safety', false, 8),
  ('Expense', 'Rent', '#65a30d', 'home', false, 9),
  ('Expense', 'Other Expense', '#64748b', 'tag', true, 10)
) AS d(type, name, color, icon, fallback, position);--> statement-breakpoint
-- A category's colour, name or group is part of the figures' answers: a change or a merge stamps the
-- transactions' domain (migration 0006's user_changes_stamp), so that kept answers are not served after it. A
-- new category is in no figure yet.
CREATE TRIGGER categories_user_changes_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('transactions');
--> statement-breakpoint
CREATE TRIGGER categories_user_changes_delete AFTER DELETE ON categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('transactions');
