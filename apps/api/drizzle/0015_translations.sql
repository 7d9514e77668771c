ALTER TABLE "content_entries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "content_slugs" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_slugs" DROP CONSTRAINT "content_slugs_type_slug_pk";--> statement-breakpoint
ALTER TABLE "content_slugs" ADD CONSTRAINT "content_slugs_type_locale_slug_pk" PRIMARY KEY("type","locale","slug");--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_source_id_content_entries_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_source_locale_key" ON "content_entries" USING btree ("source_id","locale");
