CREATE TABLE "entry_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_sk" text NOT NULL,
	"num" integer NOT NULL,
	"code" text NOT NULL,
	"examinee_sk" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "survey_key" text;--> statement-breakpoint
ALTER TABLE "entry_codes" ADD CONSTRAINT "entry_codes_project_sk_projects_sk_fk" FOREIGN KEY ("project_sk") REFERENCES "public"."projects"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_codes" ADD CONSTRAINT "entry_codes_examinee_sk_examinees_sk_fk" FOREIGN KEY ("examinee_sk") REFERENCES "public"."examinees"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entry_codes_project_code" ON "entry_codes" USING btree ("project_sk","code");--> statement-breakpoint
CREATE UNIQUE INDEX "entry_codes_project_num" ON "entry_codes" USING btree ("project_sk","num");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_survey_key_unique" UNIQUE("survey_key");