CREATE TABLE "content_unpublish_schedules" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"unpublish_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "content_unpublish_schedules" ADD CONSTRAINT "content_unpublish_schedules_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_unpublish_schedules_at_idx" ON "content_unpublish_schedules" USING btree ("unpublish_at");