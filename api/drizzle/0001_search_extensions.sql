-- The transaction search's index (migration 0002) is a GIN over user_id (btree_gin) and a trigram expression
-- (pg_trgm). Both are trusted extensions: a database owner may create them. PGlite loads them in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
