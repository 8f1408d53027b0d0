ALTER TABLE "user_changes" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each stamping statement also counts one more version, so that two writes stamped with the same time (two
-- statements of one transaction, or a clock that stands still or goes back) still tell answers kept in memory
-- (analytics/changesCache.ts) that the data changed. The time keeps its meaning for /realtime/updates.
CREATE OR REPLACE FUNCTION user_changes_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_changes AS c (user_id, domain, changed_at, version)
    SELECT DISTINCT user_id, TG_ARGV[0], now(), 1 FROM new_rows ORDER BY 1
    ON CONFLICT (user_id, domain) DO UPDATE
    SET changed_at = greatest(c.changed_at, excluded.changed_at), version = c.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE user_changes SET changed_at = greatest(changed_at, now()), version = version + 1
    WHERE domain = TG_ARGV[0] AND user_id IN (SELECT user_id FROM new_rows);
  ELSE
    UPDATE user_changes SET changed_at = greatest(changed_at, now()), version = version + 1
    WHERE domain = TG_ARGV[0] AND user_id IN (SELECT user_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
