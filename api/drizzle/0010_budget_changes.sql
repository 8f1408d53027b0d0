ALTER TABLE "user_changes" DROP CONSTRAINT "user_changes_domain_known";--> statement-breakpoint
ALTER TABLE "user_changes" ADD CONSTRAINT "user_changes_domain_known" CHECK ("user_changes"."domain" in ('transactions', 'goals', 'budgets'));--> statement-breakpoint
-- Budgets stamp user_changes like transactions and goals (migration 0006's user_changes_stamp), so that an open
-- dashboard elsewhere sees a budget change within a minute.
CREATE TRIGGER budgets_user_changes_insert AFTER INSERT ON budgets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('budgets');
--> statement-breakpoint
CREATE TRIGGER budgets_user_changes_update AFTER UPDATE ON budgets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('budgets');
--> statement-breakpoint
CREATE TRIGGER budgets_user_changes_delete AFTER DELETE ON budgets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_changes_stamp('budgets');
--> statement-breakpoint
INSERT INTO user_changes (user_id, domain, changed_at)
SELECT DISTINCT user_id, 'budgets', now() FROM budgets
ON CONFLICT (user_id, domain) DO NOTHING;
