CREATE SEQUENCE "public"."certificate_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "certificates" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"course" text NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"file_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"revoked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "course_attendance" (
	"enrolment_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	CONSTRAINT "course_attendance_enrolment_id_meeting_id_pk" PRIMARY KEY("enrolment_id","meeting_id")
);
--> statement-breakpoint
CREATE TABLE "course_cohorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course" text NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"seats" integer NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cohort_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"career_years" integer DEFAULT 0 NOT NULL,
	"doctorate" boolean DEFAULT false NOT NULL,
	"career" text DEFAULT '' NOT NULL,
	"prior_certificate" text DEFAULT '' NOT NULL,
	"certificate_on_file" text,
	"evidence_file_id" text,
	"price" integer NOT NULL,
	"deposit_name" text NOT NULL,
	"deposit_date" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"written" integer,
	"practical" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "course_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cohort_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"hours" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_staff_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_attendance" ADD CONSTRAINT "course_attendance_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_attendance" ADD CONSTRAINT "course_attendance_meeting_id_course_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."course_meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_cohorts" ADD CONSTRAINT "course_cohorts_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_cohort_id_course_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."course_cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_evidence_file_id_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_meetings" ADD CONSTRAINT "course_meetings_cohort_id_course_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."course_cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_enrolment" ON "certificates" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "certificates_member" ON "certificates" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "course_cohorts_starts" ON "course_cohorts" USING btree ("starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_member" ON "course_enrolments" USING btree ("cohort_id","member_id") WHERE status <> 'refused';--> statement-breakpoint
CREATE INDEX "course_enrolments_member_of" ON "course_enrolments" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_meetings_seq" ON "course_meetings" USING btree ("cohort_id","seq");