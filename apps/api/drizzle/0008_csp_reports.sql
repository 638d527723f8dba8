CREATE TABLE "csp_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"directive" text NOT NULL,
	"document_uri" text NOT NULL,
	"blocked_uri" text,
	"source_file" text,
	"line" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "csp_reports_at_index" ON "csp_reports" USING btree ("at");