CREATE TABLE "chat_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"uploader_role" text NOT NULL,
	"uploader_id" integer NOT NULL,
	"path" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_files_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"sender_role" text NOT NULL,
	"sender_id" integer NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"file_name" text,
	"invoice" jsonb,
	"client_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"request_service_id" integer,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone,
	"user_read_id" integer DEFAULT 0 NOT NULL,
	"provider_read_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_request_service_id_request_services_id_fk" FOREIGN KEY ("request_service_id") REFERENCES "public"."request_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_files_room_idx" ON "chat_files" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_uq" ON "chat_messages" USING btree ("sender_role","sender_id","client_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_request_uq" ON "chat_rooms" USING btree ("request_service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_pair_uq" ON "chat_rooms" USING btree ("user_id","provider_id") WHERE "chat_rooms"."request_service_id" is null;--> statement-breakpoint
CREATE INDEX "chat_rooms_user_idx" ON "chat_rooms" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_rooms_provider_idx" ON "chat_rooms" USING btree ("provider_id","last_message_at");