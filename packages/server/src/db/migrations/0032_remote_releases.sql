-- Versioned builds of each remote (scripts/release.mjs) and every switch of the live one. The
-- live release of a remote is its latest switch; the one before it is where a rollback goes. A
-- switch without a release goes back to the build the server started with.
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"commit" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"shared" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"manifest_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releases_remote_version_key" UNIQUE("remote","version")
);--> statement-breakpoint
CREATE TABLE "remote_release_switches" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"release_id" integer REFERENCES "remote_releases"("id"),
	"action" text NOT NULL,
	"admin_id" integer REFERENCES "admins"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "remote_release_switches_remote_idx" ON "remote_release_switches" USING btree ("remote","id");
