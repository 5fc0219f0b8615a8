-- A pupil's or parent's request sent with a report key waits for staff (issue 44): confirmed_at marks
-- when the examinees were handed to the destruction job; requests made before were confirmed at once.
ALTER TABLE "erasure_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD COLUMN "decline_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "erasure_requests_requested" ON "erasure_requests" USING btree ("requested_at" DESC NULLS LAST);--> statement-breakpoint
UPDATE "erasure_requests" SET "confirmed_at" = "requested_at";
