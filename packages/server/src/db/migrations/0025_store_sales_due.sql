-- Store sales credit the store owner's due (docs/product/store.md#checkout): a paid store order writes one
-- financial transaction per store owner of the order (kind 'order', linked by
-- product_order_id; unique per order and owner, so paying twice credits once). Store orders
-- paid before this migration get their rows from product_order_items, as
-- modules/commerce/store-sales.ts writes them: the order's VAT is shared over its owners by
-- their net prices, floors first, the halalas left to the largest remainders (then the
-- smaller provider id).
ALTER TABLE "financial_transactions" ADD COLUMN "product_order_id" integer REFERENCES "product_orders"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "financial_transactions_product_order_uq" ON "financial_transactions" USING btree ("product_order_id","provider_id");--> statement-breakpoint
INSERT INTO "financial_transactions" ("provider_id", "product_order_id", "number", "price", "app_rate", "tax_value", "final_total", "provider_due", "payment_method", "kind", "created_at")
  WITH "owners" AS (
    SELECT o."id" AS "order_id", o."number", o."paid_at", o."vat_amount"::bigint AS "vat",
      CASE WHEN o."pay_type" = 3 THEN 'card' ELSE 'wallet' END AS "method",
      i."provider_id", sum(i."net_price")::bigint AS "net", sum(i."app_rate")::int AS "app_rate", sum(i."provider_due")::int AS "due"
    FROM "product_orders" o JOIN "product_order_items" i ON i."order_id" = o."id"
    WHERE o."status" = 'paid' AND o."paid_at" IS NOT NULL
    GROUP BY o."id", i."provider_id"
  ), "totals" AS (
    SELECT w.*, (sum(w."net") OVER (PARTITION BY w."order_id"))::bigint AS "all_net" FROM "owners" w
  ), "floors" AS (
    SELECT f.*,
      CASE WHEN f."all_net" > 0 THEN (f."vat" * f."net") / f."all_net" ELSE 0 END AS "tax_floor",
      CASE WHEN f."all_net" > 0 THEN (f."vat" * f."net") % f."all_net" ELSE 0 END AS "tax_rest"
    FROM "totals" f
  ), "ranked" AS (
    SELECT r.*,
      CASE WHEN r."all_net" > 0 THEN r."vat" - sum(r."tax_floor") OVER (PARTITION BY r."order_id") ELSE 0 END AS "left_over",
      row_number() OVER (PARTITION BY r."order_id" ORDER BY r."tax_rest" DESC, r."provider_id") AS "rk"
    FROM "floors" r
  )
  SELECT s."provider_id", s."order_id", s."number", s."net"::int, s."app_rate", s."tax"::int, (s."net" + s."tax")::int, s."due", s."method", 'order', s."paid_at"
  FROM (SELECT k.*, k."tax_floor" + CASE WHEN k."rk" <= k."left_over" THEN 1 ELSE 0 END AS "tax" FROM "ranked" k) s
  ON CONFLICT DO NOTHING;
