DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shadow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_shadow_email_idx" ON "users" USING btree (lower("email")) WHERE "users"."shadow";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE not "users"."shadow";--> statement-breakpoint
-- Accounts made before the rule keep contacting members as they did: their emails count as confirmed.
UPDATE "users" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;
