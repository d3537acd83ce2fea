ALTER TABLE "provider_services" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_services" ADD COLUMN "provider_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_services" ADD COLUMN "provider_experience_id" integer;--> statement-breakpoint
CREATE INDEX "provider_services_list_rate_idx" ON "provider_services" USING btree ("service_id","provider_rate" DESC NULLS LAST,"provider_id") WHERE "provider_services"."listed";--> statement-breakpoint
CREATE INDEX "provider_services_list_price_asc_idx" ON "provider_services" USING btree ("service_id","price","provider_rate" DESC NULLS LAST,"provider_id") WHERE "provider_services"."listed";--> statement-breakpoint
CREATE INDEX "provider_services_list_price_desc_idx" ON "provider_services" USING btree ("service_id","price" DESC NULLS LAST,"provider_rate" DESC NULLS LAST,"provider_id") WHERE "provider_services"."listed";--> statement-breakpoint
-- The provider list of a service (modules/catalog/catalog.repository.ts, listProviders) is
-- read page by page from the indexes above: provider_services carries a copy of what the
-- list filters and sorts on from providers (visible = approved and active; rate_avg;
-- experience_id), kept by these triggers, so no page has to join and sort every offer of a
-- service.
CREATE OR REPLACE FUNCTION souq_provider_service_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.is_approved AND p.is_active, p.rate_avg, p.experience_id
    INTO NEW.listed, NEW.provider_rate, NEW.provider_experience_id
    FROM providers p WHERE p.id = NEW.provider_id;
  NEW.listed := coalesce(NEW.listed, false);
  NEW.provider_rate := coalesce(NEW.provider_rate, 0);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER provider_services_listing BEFORE INSERT OR UPDATE OF provider_id, listed, provider_rate, provider_experience_id ON provider_services
  FOR EACH ROW EXECUTE FUNCTION souq_provider_service_listing();--> statement-breakpoint
CREATE OR REPLACE FUNCTION souq_provider_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE provider_services
     SET listed = NEW.is_approved AND NEW.is_active, provider_rate = NEW.rate_avg, provider_experience_id = NEW.experience_id
   WHERE provider_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER providers_listing AFTER UPDATE OF is_approved, is_active, rate_avg, experience_id ON providers
  FOR EACH ROW WHEN (OLD.is_approved IS DISTINCT FROM NEW.is_approved OR OLD.is_active IS DISTINCT FROM NEW.is_active
                     OR OLD.rate_avg IS DISTINCT FROM NEW.rate_avg OR OLD.experience_id IS DISTINCT FROM NEW.experience_id)
  EXECUTE FUNCTION souq_provider_listing();--> statement-breakpoint
UPDATE provider_services ps SET provider_id = ps.provider_id;
