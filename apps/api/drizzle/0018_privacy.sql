CREATE TABLE "privacy_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"photos" text DEFAULT 'members' NOT NULL,
	"contacts" text DEFAULT 'plan' NOT NULL,
	"profile" text DEFAULT 'visible' NOT NULL,
	"contact_from" text DEFAULT 'everyone' NOT NULL,
	"browse_privately" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;