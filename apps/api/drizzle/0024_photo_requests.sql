CREATE TABLE "photo_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"from_id" text NOT NULL,
	"to_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photo_requests" ADD CONSTRAINT "photo_requests_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_requests" ADD CONSTRAINT "photo_requests_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_requests_pair_key" ON "photo_requests" USING btree ("from_id","to_id") WHERE "photo_requests"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "photo_requests_from_created_idx" ON "photo_requests" USING btree ("from_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_requests_to_status_created_idx" ON "photo_requests" USING btree ("to_id","status","created_at");