-- The store's lists at 100 000 products (docs/perf/store.md, plans in docs/perf/plans-store.md): a store
-- category's total is counted from this index alone (no heap pages), and a feature filter finds
-- the products carrying a feature from the feature's side.
CREATE INDEX IF NOT EXISTS "products_listed_provider_idx" ON "products" USING btree ("category_id","provider_id") WHERE "products"."is_approved" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_features_feature_idx" ON "product_features" USING btree ("feature_id","product_id");
