-- Text messages waiting for the job queue (`sms.send`): the job carries only the row's id; the
-- text is sealed (AES-256-GCM) and the row is deleted once the message is sent, or dropped
-- unsent when it expires with its code.
CREATE TABLE "sms_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"sealed_body" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "sms_queue_expires_idx" ON "sms_queue" USING btree ("expires_at");
