ALTER TABLE "attempts" ALTER COLUMN "bank_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "form_uri" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "form_entry_ids" text[] DEFAULT '{}' NOT NULL;