CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payer_role" text NOT NULL,
	"payer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"reference_id" integer,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"checkout_token" text NOT NULL,
	"return_path" text DEFAULT '/' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"card_last4" text,
	"refunded_to_wallet" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_role" text NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reference_type" text,
	"reference_id" integer,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"idem_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"owner_role" text NOT NULL,
	"owner_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_owner_role_owner_id_pk" PRIMARY KEY("owner_role","owner_id"),
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_role","payer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_ref_idx" ON "payments" USING btree ("purpose","reference_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_owner_idx" ON "wallet_entries" USING btree ("owner_role","owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_idem_uq" ON "wallet_entries" USING btree ("idem_key");