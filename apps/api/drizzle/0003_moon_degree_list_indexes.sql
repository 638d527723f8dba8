DROP INDEX "profiles_gender_created_idx";--> statement-breakpoint
DROP INDEX "profiles_updated_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moon_degree" real;--> statement-breakpoint
CREATE INDEX "profiles_gender_created_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_updated_idx" ON "profiles" USING btree ("gender","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);