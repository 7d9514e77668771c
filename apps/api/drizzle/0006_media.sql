CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('image', 'audio'))
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"hash" text NOT NULL,
	"file_name" text NOT NULL,
	"media_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"format" text NOT NULL,
	"width" integer,
	"bytes" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "media_files_media_id_hash_file_name_pk" PRIMARY KEY("media_id","hash","file_name")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_files_url_idx" ON "media_files" USING btree ("hash","file_name");