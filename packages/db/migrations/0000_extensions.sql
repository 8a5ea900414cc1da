-- Extensions available on both PGlite and PostgreSQL 15. Later migrations use
-- them for fuzzy search (pg_trgm, unaccent), booking exclusion constraints (btree_gist), near-me
-- distance (cube, earthdistance), case-insensitive e-mails (citext) and random tokens (pgcrypto).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pgcrypto;
