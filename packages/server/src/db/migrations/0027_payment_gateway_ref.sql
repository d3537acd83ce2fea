-- Card payments through a hosted gateway (Moyasar invoices): the gateway's own id for the
-- payment (the only id ever used to ask the gateway what happened) and the page the customer
-- is sent to (answered again when the same cart is checked out twice). Expired payments
-- (status 'expired') are found by the sweep through the partial index on pending rows.
ALTER TABLE "payments" ADD COLUMN "gateway_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_ref_uq" ON "payments" USING btree ("gateway","gateway_ref");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "status" = 'pending';
