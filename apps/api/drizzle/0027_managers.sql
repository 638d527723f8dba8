CREATE TABLE "managers" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"email" text NOT NULL,
	"relation" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"manager_user_id" text,
	"name" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_actions" ADD CONSTRAINT "profile_actions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "managers_member_id_index" ON "managers" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "managers_member_email_key" ON "managers" USING btree ("member_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "managers_manager_user_key" ON "managers" USING btree ("manager_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "managers_token_hash_key" ON "managers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "profile_actions_member_id_at_index" ON "profile_actions" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "profile_actions_actor_id_at_index" ON "profile_actions" USING btree ("actor_id","at");