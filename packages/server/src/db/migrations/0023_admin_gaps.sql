-- Admin console gaps (docs/product/admin.md#complaints): a complaint may be about a store order (product_orders) and
-- be refunded like a service order — one refund row per store owner of the order, so the
-- refund's unique key is (complaint, provider); messages of the public contact form become
-- complaints of type 'contact' (the admin reads and closes them with an answer), so the
-- separate contacts table is folded in and dropped.
ALTER TABLE "complaints" ADD COLUMN "product_order_id" integer REFERENCES "product_orders"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "complaints_product_order_idx" ON "complaints" USING btree ("product_order_id") WHERE "product_order_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "financial_transactions_complaint_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "financial_transactions_complaint_uq" ON "financial_transactions" USING btree ("complaint_id","provider_id");--> statement-breakpoint
INSERT INTO "complaints" ("by_role", "user_name", "country_code", "phone", "reason", "complaint", "type", "created_at")
  SELECT 'guest', "name", "country_code", "phone", "type", "message", 'contact', "created_at" FROM "contacts" ORDER BY "id";--> statement-breakpoint
DROP TABLE "contacts";
