CREATE TABLE "consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"lang" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"managed_by" text DEFAULT 'self' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suspended_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" text PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"payment_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"birthdate" date NOT NULL,
	"marital_status" text,
	"height" smallint,
	"current_city" text,
	"bloodgroup" text,
	"work" text,
	"occupation" text,
	"annual_income" integer,
	"education" text,
	"degree" text,
	"career_goals" text,
	"property_details" text,
	"number_of_siblings" smallint,
	"siblings_details" text,
	"father_occupation" text,
	"mother_occupation" text,
	"mamkul" text,
	"family_financial_status" text,
	"family_type" text,
	"family_values" text,
	"hobbies_and_interests" text,
	"aboutme" text,
	"dietary_preferences" text,
	"drinking_habits" text,
	"smoking_habits" text,
	"expectation" text,
	"type_of_marriage_ceremony" text,
	"interest_in_continuing_education" boolean,
	"rashi" text,
	"gotra" text,
	"mangal_dosh" boolean,
	"birth_time" text,
	"birth_place" text,
	"birth_timezone" text,
	"birth_name" text,
	"nakshatra" smallint,
	"pada" smallint,
	"moon_rashi" smallint,
	"avatar_url" text,
	"video_intro" text,
	"id_verified" boolean DEFAULT false NOT NULL,
	"job_verified" boolean DEFAULT false NOT NULL,
	"income_verified" boolean DEFAULT false NOT NULL,
	"property_verified" boolean DEFAULT false NOT NULL,
	"score" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ab_texts" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "ab_texts_key_lang_pk" PRIMARY KEY("key","lang")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"name" text,
	"value" real,
	"lang" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_id_index" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_index" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "blogs_published_at_index" ON "blogs" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "outbox_to_created_at_index" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_ends_at_index" ON "subscriptions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "profiles_gender_created_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "profiles_city_idx" ON "profiles" USING btree (lower("current_city"));--> statement-breakpoint
CREATE INDEX "profiles_birthdate_idx" ON "profiles" USING btree ("gender","birthdate");--> statement-breakpoint
CREATE INDEX "analytics_events_type_at_index" ON "analytics_events" USING btree ("type","at");