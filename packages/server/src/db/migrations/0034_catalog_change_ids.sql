-- The provider search's in-memory index (modules/catalog/provider-search-index.ts) patches the
-- providers a write changed instead of rebuilding itself: every notification on the channel
-- catalog_version (migration 0024) now says what changed. Payloads:
--   'p:<id>,<id>,…'  these providers (their row, or their offers); 'p:*' more than 400 of them
--   's'              services;  'c' categories
--   'w'              the search vocabulary (search_words) has new words: typo tolerance's
--                    similar words may have changed (a product's new name too)
-- Each bump still moves the sequence (catalog-cache.ts) and is still notified at commit, one
-- notification per distinct payload and transaction. A statement that touched no row neither
-- bumps nor notifies any more: it changed nothing.
CREATE OR REPLACE FUNCTION souq_catalog_changed(payload text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  PERFORM pg_notify('catalog_version', payload);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_catalog_ids_changed(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM souq_catalog_changed(CASE WHEN cardinality(ids) > 400 THEN 'p:*' ELSE 'p:' || array_to_string(ids, ',') END);
END $$;--> statement-breakpoint
-- providers (column id) and provider_services (column provider_id): the column is the trigger's argument.
CREATE OR REPLACE FUNCTION souq_providers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %1$I ORDER BY %1$I) FROM new_rows', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %1$I ORDER BY %1$I) FROM old_rows', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT x ORDER BY x) FROM (SELECT %1$I AS x FROM new_rows UNION SELECT %1$I FROM old_rows) u', TG_ARGV[0]) INTO ids;
  END IF;
  PERFORM souq_catalog_ids_changed(ids);
  RETURN NULL;
END $$;--> statement-breakpoint
-- services ('s') and categories ('c'): the payload is the trigger's argument.
CREATE OR REPLACE FUNCTION souq_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM souq_catalog_changed(TG_ARGV[0]); END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM souq_catalog_changed(TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM souq_catalog_changed('w'); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS providers_catalog_version ON providers;--> statement-breakpoint
DROP TRIGGER IF EXISTS provider_services_catalog_version ON provider_services;--> statement-breakpoint
DROP TRIGGER IF EXISTS services_catalog_version ON services;--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_catalog_version ON categories;--> statement-breakpoint
CREATE TRIGGER providers_catalog_ins AFTER INSERT ON providers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_providers_changed('id');--> statement-breakpoint
CREATE TRIGGER providers_catalog_upd AFTER UPDATE ON providers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_providers_changed('id');--> statement-breakpoint
CREATE TRIGGER providers_catalog_del AFTER DELETE ON providers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_providers_changed('id');--> statement-breakpoint
CREATE TRIGGER provider_services_catalog_ins AFTER INSERT ON provider_services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_providers_changed('provider_id');--> statement-breakpoint
CREATE TRIGGER provider_services_catalog_upd AFTER UPDATE ON provider_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_providers_changed('provider_id');--> statement-breakpoint
CREATE TRIGGER provider_services_catalog_del AFTER DELETE ON provider_services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_providers_changed('provider_id');--> statement-breakpoint
CREATE TRIGGER services_catalog_ins AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_table_changed('s');--> statement-breakpoint
CREATE TRIGGER services_catalog_upd AFTER UPDATE ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_table_changed('s');--> statement-breakpoint
CREATE TRIGGER services_catalog_del AFTER DELETE ON services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_table_changed('s');--> statement-breakpoint
CREATE TRIGGER categories_catalog_ins AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_table_changed('c');--> statement-breakpoint
CREATE TRIGGER categories_catalog_upd AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_table_changed('c');--> statement-breakpoint
CREATE TRIGGER categories_catalog_del AFTER DELETE ON categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_table_changed('c');--> statement-breakpoint
CREATE TRIGGER search_words_catalog_ins AFTER INSERT ON search_words
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_search_words_added();--> statement-breakpoint
DROP FUNCTION IF EXISTS souq_bump_catalog_version();
