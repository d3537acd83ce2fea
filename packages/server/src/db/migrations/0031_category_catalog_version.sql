-- A category rename or removal changes the services list every process caches
-- (catalog-cache.ts servicesWithCategories): it bumps the catalogue version, and so is
-- announced to every process, like a write to services.
CREATE TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION souq_bump_catalog_version();
