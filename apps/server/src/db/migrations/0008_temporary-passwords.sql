ALTER TABLE "members" ADD COLUMN "temp_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "temp_password_expires_at" timestamp with time zone;