-- The header's global search (docs/product/catalogue.md#header-search) finds providers by their CV too: providers.search_cv
-- holds normalizeArabic(cv), written with the CV (provider.repository setCv) and filled for
-- older rows by backfillSearchNames(); a trigram index serves LIKE '%word%' on it, and its
-- words join the search vocabulary (search_words) so misspelt CV words are found as well.
ALTER TABLE "providers" ADD COLUMN IF NOT EXISTS "search_cv" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_search_cv_trgm" ON "providers" USING gin ("search_cv" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_search_cv_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM souq_collect_search_words(NEW.search_cv);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER providers_search_cv_words AFTER INSERT OR UPDATE OF search_cv ON providers
  FOR EACH ROW WHEN (NEW.search_cv <> '') EXECUTE FUNCTION souq_search_cv_words();
