CREATE TABLE "reset_code_budgets" (
	"email" text PRIMARY KEY NOT NULL,
	"spent" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
