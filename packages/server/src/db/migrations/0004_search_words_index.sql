-- The search vocabulary (search_words): every normalized word (2+ characters) of
-- providers.search_name, provider_services.search_text and products.search_name, added by
-- triggers whenever those columns are written (words are never removed: a stale word only
-- expands a typo to a word that matches nothing). A trigram index finds the words similar
-- to a misspelt query word; the search then looks for those words exactly.
CREATE INDEX IF NOT EXISTS "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_collect_search_words(t text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM unnest(string_to_array(t, ' ')) AS w WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_search_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM souq_collect_search_words(NEW.search_name);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_search_text_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM souq_collect_search_words(NEW.search_text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER providers_search_words AFTER INSERT OR UPDATE OF search_name ON providers
  FOR EACH ROW WHEN (NEW.search_name <> '') EXECUTE FUNCTION souq_search_name_words();--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF search_name ON products
  FOR EACH ROW WHEN (NEW.search_name <> '') EXECUTE FUNCTION souq_search_name_words();--> statement-breakpoint
CREATE TRIGGER provider_services_search_words AFTER INSERT OR UPDATE OF search_text ON provider_services
  FOR EACH ROW WHEN (NEW.search_text <> '') EXECUTE FUNCTION souq_search_text_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM providers, unnest(string_to_array(search_name, ' ')) AS w WHERE length(w) >= 2
  UNION SELECT w FROM products, unnest(string_to_array(search_name, ' ')) AS w WHERE length(w) >= 2
  UNION SELECT w FROM provider_services, unnest(string_to_array(search_text, ' ')) AS w WHERE length(w) >= 2
  ON CONFLICT DO NOTHING;
