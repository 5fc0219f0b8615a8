ALTER TABLE "members" ADD COLUMN "lang" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "lang" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_inquiries" ADD COLUMN "lang" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_requests" ADD COLUMN "lang" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT 'ko' NOT NULL;