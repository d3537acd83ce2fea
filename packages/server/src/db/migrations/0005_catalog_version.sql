-- Catalogue result cache (modules/catalog/catalog-cache.ts): every write to the tables a
-- provider list or search reads bumps the sequence catalog_version (statement-level
-- triggers; nextval never blocks and never rolls back, so writers do not queue behind each
-- other). A cached page is only served while the version it was computed under is current,
-- in every server process that shares the database.
CREATE SEQUENCE IF NOT EXISTS "catalog_version";--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER providers_catalog_version AFTER INSERT OR UPDATE OR DELETE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION souq_bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER provider_services_catalog_version AFTER INSERT OR UPDATE OR DELETE ON provider_services
  FOR EACH STATEMENT EXECUTE FUNCTION souq_bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER services_catalog_version AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION souq_bump_catalog_version();--> statement-breakpoint
-- Visible providers by rating: the list of all providers reads its page from this index.
CREATE INDEX IF NOT EXISTS "providers_visible_rate_idx" ON "providers" ("rate_avg" DESC, "id") WHERE "is_approved" AND "is_active";
