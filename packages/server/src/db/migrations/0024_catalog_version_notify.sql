-- Catalogue result cache (modules/catalog/catalog-cache.ts): every bump of catalog_version is
-- also announced on the channel catalog_version (delivered at commit; one per transaction), so
-- a server process that listens serves cached pages without reading the version on every hit
-- and reads it again as soon as another process writes.
CREATE OR REPLACE FUNCTION souq_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  PERFORM pg_notify('catalog_version', '');
  RETURN NULL;
END $$;
