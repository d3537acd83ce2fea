-- Store sales credit the store owner's due (issues 11/13/15): a paid store order writes one
-- financial transaction per store owner of the order (kind 'order', linked by
-- product_order_id; unique per order and owner, so paying twice credits once). Store orders
-- paid before this migration get their rows from product_order_items (the VAT of the order
-- is split over its owners by their net prices; the last owner takes the rounding rest).
ALTER TABLE "financial_transactions" ADD COLUMN "product_order_id" integer REFERENCES "product_orders"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "financial_transactions_product_order_uq" ON "financial_transactions" USING btree ("product_order_id","provider_id");--> statement-breakpoint
INSERT INTO "financial_transactions" ("provider_id", "product_order_id", "number", "price", "app_rate", "tax_value", "final_total", "provider_due", "payment_method", "kind", "created_at")
  SELECT s."provider_id", s."order_id", s."number", s."net", s."app_rate", s."tax", s."net" + s."tax", s."due", s."method", 'order', s."paid_at"
  FROM (
    SELECT g.*,
      CASE WHEN g."rn" = g."owners" THEN g."vat_amount" - coalesce(sum(g."tax_floor") OVER (PARTITION BY g."order_id" ORDER BY g."provider_id" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
        ELSE g."tax_floor" END AS "tax"
    FROM (
      SELECT o."id" AS "order_id", o."number", o."paid_at", o."vat_amount",
        CASE WHEN o."pay_type" = 3 THEN 'card' ELSE 'wallet' END AS "method",
        i."provider_id", sum(i."net_price")::int AS "net", sum(i."app_rate")::int AS "app_rate", sum(i."provider_due")::int AS "due",
        CASE WHEN sum(sum(i."net_price")) OVER (PARTITION BY o."id") > 0
          THEN floor(o."vat_amount"::numeric * sum(i."net_price") / sum(sum(i."net_price")) OVER (PARTITION BY o."id"))::int ELSE 0 END AS "tax_floor",
        row_number() OVER (PARTITION BY o."id" ORDER BY i."provider_id") AS "rn",
        count(*) OVER (PARTITION BY o."id") AS "owners"
      FROM "product_orders" o JOIN "product_order_items" i ON i."order_id" = o."id"
      WHERE o."status" = 'paid' AND o."paid_at" IS NOT NULL
      GROUP BY o."id", i."provider_id"
    ) g
  ) s
  ON CONFLICT DO NOTHING;
