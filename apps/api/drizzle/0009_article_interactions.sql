CREATE TABLE "article_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"notify" boolean NOT NULL,
	"text" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"state_changed_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"digested_at" timestamp with time zone,
	CONSTRAINT "article_comments_state_check" CHECK ("article_comments"."state" in ('pending', 'published', 'spam', 'rejected', 'trashed'))
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"entry_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_likes_entry_id_visitor_pk" PRIMARY KEY("entry_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "article_ratings" (
	"entry_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"stars" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_ratings_entry_id_visitor_pk" PRIMARY KEY("entry_id","visitor"),
	CONSTRAINT "article_ratings_stars_check" CHECK ("article_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "comment_digest" (
	"id" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_ratings" ADD CONSTRAINT "article_ratings_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_comments_entry_state_idx" ON "article_comments" USING btree ("entry_id","state","created_at");--> statement-breakpoint
CREATE INDEX "article_comments_state_idx" ON "article_comments" USING btree ("state","created_at");