-- The provider's search document (migration 0016) also carries their CV (migration 0015), so
-- the header's global search and the provider search find a provider by a word of their CV
-- through the same trigram index, with no second scan of providers.search_cv.
CREATE OR REPLACE FUNCTION souq_provider_search_doc(name text, cv text, pid integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', nullif(name, ''), nullif(cv, ''),
    (SELECT string_agg(ps.search_text, ' ' ORDER BY ps.id) FROM provider_services ps WHERE ps.provider_id = pid AND ps.search_text <> ''));
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_providers_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := souq_provider_search_doc(NEW.search_name, NEW.search_cv, NEW.id);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS providers_search_doc ON providers;--> statement-breakpoint
CREATE TRIGGER providers_search_doc BEFORE INSERT OR UPDATE OF search_name, search_cv ON providers
  FOR EACH ROW EXECUTE FUNCTION souq_providers_search_doc();--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_offers_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE providers p SET search_doc = souq_provider_search_doc(p.search_name, p.search_cv, p.id), service_ids = souq_provider_service_ids(p.id)
     WHERE p.id IN (SELECT provider_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE providers p SET search_doc = souq_provider_search_doc(p.search_name, p.search_cv, p.id), service_ids = souq_provider_service_ids(p.id)
     WHERE p.id IN (SELECT provider_id FROM old_rows);
  ELSE
    UPDATE providers p SET search_doc = souq_provider_search_doc(p.search_name, p.search_cv, p.id), service_ids = souq_provider_service_ids(p.id)
     WHERE p.id IN (SELECT n.provider_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                     WHERE n.search_text IS DISTINCT FROM o.search_text OR n.service_id <> o.service_id OR n.provider_id <> o.provider_id
                    UNION
                    SELECT o.provider_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.provider_id <> o.provider_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION IF EXISTS souq_provider_search_doc(text, integer);--> statement-breakpoint
UPDATE providers p SET search_doc = souq_provider_search_doc(p.search_name, p.search_cv, p.id) WHERE p.search_cv <> '';
