ALTER TABLE "media" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "trashed_by" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_trashed_by_users_id_fk" FOREIGN KEY ("trashed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_trashed_idx" ON "media" USING btree ("trashed_at");