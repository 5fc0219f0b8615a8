-- issue 44: early erasure asked by a family, a school or the company (the destruction job carries
-- it out and marks it done), and the monthly review of access to personal data.
CREATE TABLE "access_reviews" (
	"month" text PRIMARY KEY NOT NULL,
	"reviewed_by" uuid NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"member_id" uuid,
	"staff_id" uuid,
	"project_sk" text,
	"examinee_sks" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"receipt_to" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'ko' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "access_reviews" ADD CONSTRAINT "access_reviews_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_project_sk_projects_sk_fk" FOREIGN KEY ("project_sk") REFERENCES "public"."projects"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_requests_member" ON "erasure_requests" USING btree ("member_id","requested_at" DESC NULLS LAST);