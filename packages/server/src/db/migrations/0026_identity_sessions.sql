-- Sessions and account recovery hardening: tokens remember their last use (idle expiry),
-- an administrator's last accepted TOTP step (a code is good once), throttles the time of
-- their last hit (growing delays), and a verified reset code becomes a one-time reset token
-- bound to the account, its phone, and the address and browser that verified it.
ALTER TABLE "access_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "throttles" ADD COLUMN "last_hit_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"subject_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "reset_tokens_subject_idx" ON "reset_tokens" USING btree ("role","subject_id");
