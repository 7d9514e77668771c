ALTER TABLE "media_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "shipped_url" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_bytes_or_shipped_check" CHECK (("media_files"."data" is null) <> ("media_files"."shipped_url" is null));