ALTER TABLE "media" ADD COLUMN "focal_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_focal_check" CHECK ("media"."focal_x" between 0 and 100 and "media"."focal_y" between 0 and 100);