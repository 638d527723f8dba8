CREATE TABLE "recommendation_days" (
	"member_id" text NOT NULL,
	"day" date NOT NULL,
	"profile_ids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "recommendation_skips" (
	"member_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"skipped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_skips_member_id_profile_id_pk" PRIMARY KEY("member_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "recommendation_days" ADD CONSTRAINT "recommendation_days_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_skips" ADD CONSTRAINT "recommendation_skips_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_skips" ADD CONSTRAINT "recommendation_skips_profile_id_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_skips_profile_idx" ON "recommendation_skips" USING btree ("profile_id");