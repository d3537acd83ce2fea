-- Provider search (modules/catalog/catalog.repository.ts, searchProviders) at 100 000
-- providers: every condition of a search on one row. providers.search_doc is the provider's
-- normalized name followed by the normalized descriptions of their offers
-- (provider_services.search_text), providers.service_ids the services they offer; both are
-- kept by the triggers below. A trigram index on search_doc serves LIKE '%word%' and the
-- typo alternatives (LIKE '%word%' OR LIKE '%similar%'), a GIN index on service_ids the "offers a service
-- whose name matches" part, so the words of a search combine as a bitmap AND on providers
-- and a capped count or an id-ordered page never reads every match.
ALTER TABLE "providers" ADD COLUMN IF NOT EXISTS "search_doc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN IF NOT EXISTS "service_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_provider_search_doc(name text, pid integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', nullif(name, ''),
    (SELECT string_agg(ps.search_text, ' ' ORDER BY ps.id) FROM provider_services ps WHERE ps.provider_id = pid AND ps.search_text <> ''));
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_provider_service_ids(pid integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT ps.service_id ORDER BY ps.service_id), '{}') FROM provider_services ps WHERE ps.provider_id = pid;
$$;--> statement-breakpoint
-- A provider's own row: the document follows the name.
CREATE OR REPLACE FUNCTION souq_providers_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := souq_provider_search_doc(NEW.search_name, NEW.id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER providers_search_doc BEFORE INSERT OR UPDATE OF search_name ON providers
  FOR EACH ROW EXECUTE FUNCTION souq_providers_search_doc();--> statement-breakpoint
-- Offers written, changed or removed: the providers concerned, once per statement (a bulk
-- insert of offers rebuilds each provider's document once).
CREATE OR REPLACE FUNCTION souq_offers_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE providers p SET search_doc = souq_provider_search_doc(p.search_name, p.id), service_ids = souq_provider_service_ids(p.id)
     WHERE p.id IN (SELECT provider_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE providers p SET search_doc = souq_provider_search_doc(p.search_name, p.id), service_ids = souq_provider_service_ids(p.id)
     WHERE p.id IN (SELECT provider_id FROM old_rows);
  ELSE
    UPDATE providers p SET search_doc = souq_provider_search_doc(p.search_name, p.id), service_ids = souq_provider_service_ids(p.id)
     WHERE p.id IN (SELECT n.provider_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                     WHERE n.search_text IS DISTINCT FROM o.search_text OR n.service_id <> o.service_id OR n.provider_id <> o.provider_id
                    UNION
                    SELECT o.provider_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.provider_id <> o.provider_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER provider_services_search_doc_ins AFTER INSERT ON provider_services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_offers_search_doc();--> statement-breakpoint
CREATE TRIGGER provider_services_search_doc_upd AFTER UPDATE ON provider_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_offers_search_doc();--> statement-breakpoint
CREATE TRIGGER provider_services_search_doc_del AFTER DELETE ON provider_services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION souq_offers_search_doc();--> statement-breakpoint
UPDATE providers p SET search_doc = souq_provider_search_doc(p.search_name, p.id), service_ids = souq_provider_service_ids(p.id);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_search_doc_trgm" ON "providers" USING gin ("search_doc" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_service_ids_gin" ON "providers" USING gin ("service_ids") WITH (fastupdate = off);
