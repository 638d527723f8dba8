CREATE TABLE "pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"position" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"blurhash" text NOT NULL,
	"small_key" text NOT NULL,
	"medium_key" text NOT NULL,
	"large_key" text NOT NULL,
	"blur_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_intros" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_intros_profile_key" UNIQUE("profile_id")
);
--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_intros" ADD CONSTRAINT "video_intros_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pictures_profile_position_idx" ON "pictures" USING btree ("profile_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_one_primary_key" ON "pictures" USING btree ("profile_id") WHERE "pictures"."is_primary";