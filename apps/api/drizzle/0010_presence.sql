CREATE TABLE "presence" (
	"entry_type" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tab_id" uuid NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"last_heartbeat_at" timestamp with time zone NOT NULL,
	"taken_over_by" text,
	"taken_over_at" timestamp with time zone,
	CONSTRAINT "presence_entry_id_user_id_tab_id_pk" PRIMARY KEY("entry_id","user_id","tab_id")
);
--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_last_heartbeat_idx" ON "presence" USING btree ("last_heartbeat_at");