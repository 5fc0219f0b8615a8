CREATE TABLE "item_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instrument" text NOT NULL,
	"form" text NOT NULL,
	"version" integer NOT NULL,
	"label" text NOT NULL,
	"demo" boolean NOT NULL,
	"content" jsonb NOT NULL,
	"sha256" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "item_banks" ADD CONSTRAINT "item_banks_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_banks_form_version" ON "item_banks" USING btree ("instrument","form","version");