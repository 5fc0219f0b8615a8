ALTER TABLE "projects" ADD COLUMN "consent_collected_by" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "consent_collected_on" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "consent_recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "consent_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_consent_recorded_by_members_id_fk" FOREIGN KEY ("consent_recorded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;