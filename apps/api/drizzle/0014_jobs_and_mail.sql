CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"value_sum" real DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_type_path_name_lang_pk" PRIMARY KEY("day","type","path","name","lang")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"singleton_key" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_state_run_after_index" ON "jobs" USING btree ("state","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_singleton_key_index" ON "jobs" USING btree ("name","singleton_key");