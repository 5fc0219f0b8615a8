ALTER TABLE "outbox" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "organisation_requests" ADD COLUMN "certificate_file_id" text;--> statement-breakpoint
ALTER TABLE "organisation_requests" ADD CONSTRAINT "organisation_requests_certificate_file_id_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_staff" ON "sessions" USING btree ("staff_id");