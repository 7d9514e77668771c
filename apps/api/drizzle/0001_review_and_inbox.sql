CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"subject" text,
	"service" text,
	"message" text,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('contact', 'support', 'early-access'))
);
--> statement-breakpoint
CREATE TABLE "signup_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"birth_date" date NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"blocked_at" timestamp with time zone,
	"blocked_by" text,
	"unblocked_at" timestamp with time zone,
	"unblocked_by" text,
	"frozen_at" timestamp with time zone,
	"frozen_by" text,
	"unfrozen_at" timestamp with time zone,
	"unfrozen_by" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"updated_by" text,
	"approved_user_id" uuid,
	CONSTRAINT "signup_requests_status_check" CHECK ("signup_requests"."status" in ('pending', 'approved', 'rejected', 'blocked', 'frozen', 'deleted'))
);
--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_kind_created_idx" ON "messages" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_requests_open_email_key" ON "signup_requests" USING btree ("email") WHERE "signup_requests"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "signup_requests_status_created_idx" ON "signup_requests" USING btree ("status","created_at");