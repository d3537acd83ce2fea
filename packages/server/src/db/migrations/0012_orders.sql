ALTER TABLE "request_services" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "request_services" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "request_services" ADD COLUMN "negotiate_id" integer;--> statement-breakpoint
CREATE TABLE "offer_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_service_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"price" integer NOT NULL,
	"duration" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_service_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"room_id" integer,
	"price" integer NOT NULL,
	"duration" integer NOT NULL,
	"tax_value" integer NOT NULL,
	"app_rate" integer NOT NULL,
	"final_total" integer NOT NULL,
	"service_details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "financial_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"request_service_id" integer,
	"number" text NOT NULL,
	"price" integer NOT NULL,
	"app_rate" integer NOT NULL,
	"tax_value" integer NOT NULL,
	"final_total" integer NOT NULL,
	"provider_due" integer NOT NULL,
	"payment_method" text NOT NULL,
	"settlement_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offer_prices" ADD CONSTRAINT "offer_prices_request_service_id_request_services_id_fk" FOREIGN KEY ("request_service_id") REFERENCES "public"."request_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_prices" ADD CONSTRAINT "offer_prices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_request_service_id_request_services_id_fk" FOREIGN KEY ("request_service_id") REFERENCES "public"."request_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD CONSTRAINT "financial_transactions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_transactions" ADD CONSTRAINT "financial_transactions_request_service_id_request_services_id_fk" FOREIGN KEY ("request_service_id") REFERENCES "public"."request_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_requests" ADD CONSTRAINT "settlement_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_prices_request_provider_uq" ON "offer_prices" USING btree ("request_service_id","provider_id");--> statement-breakpoint
CREATE INDEX "offer_prices_provider_idx" ON "offer_prices" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "negotiations_request_idx" ON "negotiations" USING btree ("request_service_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_transactions_request_uq" ON "financial_transactions" USING btree ("request_service_id");--> statement-breakpoint
CREATE INDEX "financial_transactions_provider_idx" ON "financial_transactions" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_requests_pending_uq" ON "settlement_requests" USING btree ("provider_id") WHERE "settlement_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "rates_order_rater_uq" ON "rates" USING btree ("request_service_id","rater_role") WHERE "rates"."request_service_id" is not null;
