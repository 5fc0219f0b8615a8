ALTER TABLE "attempts" ALTER COLUMN "extended_minutes" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "items_started_at" timestamp with time zone;--> statement-breakpoint
-- attempts already answering when this came: their clock ran from the entry, as it did before
UPDATE "attempts" SET "items_started_at" = "started_at" WHERE "last_answered_at" IS NOT NULL OR "submitted_at" IS NOT NULL;
