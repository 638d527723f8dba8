CREATE TABLE "address_allowances" (
	"address" text PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"lifted_by" text NOT NULL,
	"lifted_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "address_allowances_until_index" ON "address_allowances" USING btree ("until");