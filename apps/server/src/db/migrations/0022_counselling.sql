CREATE TABLE "counselling_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone,
	"counsellor_id" uuid,
	"by_staff_id" uuid,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselling_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_sk" text NOT NULL,
	"project_sk" text NOT NULL,
	"examinee_sk" text NOT NULL,
	"person_key" text NOT NULL,
	"level" text NOT NULL,
	"minutes" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"requested_date" text,
	"requested_type" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"type" text,
	"place" text DEFAULT '' NOT NULL,
	"meeting_url" text DEFAULT '' NOT NULL,
	"counsellor_id" uuid,
	"goal_strategy" text DEFAULT '' NOT NULL,
	"action_plan" text DEFAULT '' NOT NULL,
	"experience_board" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "expert_course" text;--> statement-breakpoint
ALTER TABLE "counselling_history" ADD CONSTRAINT "counselling_history_session_id_counselling_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."counselling_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_history" ADD CONSTRAINT "counselling_history_counsellor_id_staff_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_history" ADD CONSTRAINT "counselling_history_by_staff_id_staff_id_fk" FOREIGN KEY ("by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_sessions" ADD CONSTRAINT "counselling_sessions_order_sk_orders_sk_fk" FOREIGN KEY ("order_sk") REFERENCES "public"."orders"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_sessions" ADD CONSTRAINT "counselling_sessions_project_sk_projects_sk_fk" FOREIGN KEY ("project_sk") REFERENCES "public"."projects"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_sessions" ADD CONSTRAINT "counselling_sessions_examinee_sk_examinees_sk_fk" FOREIGN KEY ("examinee_sk") REFERENCES "public"."examinees"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_sessions" ADD CONSTRAINT "counselling_sessions_counsellor_id_staff_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counselling_history_session" ON "counselling_history" USING btree ("session_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "counselling_order_person" ON "counselling_sessions" USING btree ("order_sk","person_key");--> statement-breakpoint
CREATE INDEX "counselling_counsellor_starts" ON "counselling_sessions" USING btree ("counsellor_id","starts_at");--> statement-breakpoint
CREATE INDEX "counselling_status_starts" ON "counselling_sessions" USING btree ("status","starts_at");