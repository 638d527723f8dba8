CREATE TABLE "partner_preferences" (
	"id" text PRIMARY KEY NOT NULL,
	"age_min" smallint,
	"age_max" smallint,
	"height_min" smallint,
	"height_max" smallint,
	"marital_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"diets" text[] DEFAULT '{}'::text[] NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"education_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"works" text[] DEFAULT '{}'::text[] NOT NULL,
	"sub_communities" text[] DEFAULT '{}'::text[] NOT NULL,
	"native_places" text[] DEFAULT '{}'::text[] NOT NULL,
	"income_min" integer,
	"smoking" text[] DEFAULT '{}'::text[] NOT NULL,
	"drinking" text[] DEFAULT '{}'::text[] NOT NULL,
	"mangal_dosh" text DEFAULT 'any' NOT NULL,
	"exclude_same_gotra" boolean DEFAULT false NOT NULL,
	"min_gun" real,
	"must" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "education_level" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "native_place" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sub_community" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "languages" text[];--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fit_age_min" smallint DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fit_age_max" smallint DEFAULT 32000 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fit_height_min" smallint DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fit_height_max" smallint DEFAULT 32000 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fit_income_min" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fit_min_gun" real DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fit_gotra" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fit_keys" text[] DEFAULT '{maritial_status=*,dietary_preferences=*,city=*,education_level=*,work=*,sub_community=*,native_place=*,smoking=*,drinking=*,mangal_dosh=*}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "member_no" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "profiles_member_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10001 CACHE 1);--> statement-breakpoint
ALTER TABLE "partner_preferences" ADD CONSTRAINT "partner_preferences_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_member_no_idx" ON "profiles" USING btree ("member_no");--> statement-breakpoint
CREATE INDEX "profiles_fit_keys_idx" ON "profiles" USING gin ("fit_keys");