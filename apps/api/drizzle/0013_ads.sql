CREATE TABLE "ad_pushes" (
	"session" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_views" (
	"ad_id" text NOT NULL,
	"kind" text NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "ad_views_ad_id_kind_viewer_day_pk" PRIMARY KEY("ad_id","kind","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_key" text,
	"price" text,
	"advertiser_name" text NOT NULL,
	"advertiser_contact" text NOT NULL,
	"status" text NOT NULL,
	"target" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_pushes" ADD CONSTRAINT "ad_pushes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_views" ADD CONSTRAINT "ad_views_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_ends_at_starts_at_index" ON "ads" USING btree ("ends_at","starts_at");