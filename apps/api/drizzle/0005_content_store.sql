CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"version" integer NOT NULL,
	"draft" jsonb NOT NULL,
	"live" jsonb,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	"last_revision_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "content_entries_state_check" CHECK ("content_entries"."state" in ('draft', 'scheduled', 'published', 'unpublished', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"reason" text NOT NULL,
	"changed_fields" jsonb NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_schedules" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	"draft_version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "content_slugs" (
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"redirect" boolean NOT NULL,
	CONSTRAINT "content_slugs_type_slug_pk" PRIMARY KEY("type","slug")
);
--> statement-breakpoint
CREATE TABLE "website_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_schedules" ADD CONSTRAINT "content_schedules_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_slugs" ADD CONSTRAINT "content_slugs_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_type_updated_idx" ON "content_entries" USING btree ("type","updated_at");--> statement-breakpoint
CREATE INDEX "content_entries_type_state_idx" ON "content_entries" USING btree ("type","state");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_entry_number_key" ON "content_revisions" USING btree ("entry_id","number");--> statement-breakpoint
CREATE INDEX "content_schedules_publish_at_idx" ON "content_schedules" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "content_slugs_entry_idx" ON "content_slugs" USING btree ("entry_id");