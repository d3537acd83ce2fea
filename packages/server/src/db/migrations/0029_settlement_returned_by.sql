-- A refund that comes after a settlement request sends the request back: the refund's line
-- (its order, its amount, the administrator's answer) is kept as the reason both the provider
-- and the administrator read.
ALTER TABLE "settlement_requests" ADD COLUMN "returned_by" integer REFERENCES "financial_transactions"("id");
