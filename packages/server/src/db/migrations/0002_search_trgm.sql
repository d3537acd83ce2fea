-- Arabic-aware search (modules/catalog/arabic-normalize.ts): the *_search_* columns hold
-- text normalized by the application; these trigram indexes serve ILIKE '%q%', the
-- similarity operator (%) and word similarity (<%) on them. Existing rows are filled at
-- start-up by backfillSearchNames(): the folding rules live in TypeScript, not SQL.
-- fastupdate = off: without it new rows wait in a pending list that every search scans
-- until a vacuum merges it, and PGlite runs no autovacuum. Writes here are rare, searches
-- are not.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_search_name_trgm" ON "providers" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_services_search_text_trgm" ON "provider_services" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_name_trgm" ON "products" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate = off);
