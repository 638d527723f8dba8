CREATE TABLE "admin_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_at_index" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_action_at_index" ON "admin_audit" USING btree ("action","at");