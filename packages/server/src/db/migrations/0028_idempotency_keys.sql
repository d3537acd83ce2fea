-- Answers kept per Idempotency-Key (plugins/idempotency.ts): one row per person, route and key
-- with the first answer as sent. `answer` stays null while the first request runs, so a repeat
-- arriving meanwhile waits for it. Rows older than a day are swept; the index finds them.
CREATE TABLE "idempotency_keys" (
	"principal" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"status" integer,
	"content_type" text,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("principal","route","key")
);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
