CREATE TABLE "answers" (
	"attempt_id" uuid NOT NULL,
	"item" text NOT NULL,
	"value" smallint NOT NULL,
	"device" text NOT NULL,
	"seq" integer NOT NULL,
	"ms" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_attempt_id_item_pk" PRIMARY KEY("attempt_id","item"),
	CONSTRAINT "answers_value" CHECK ("answers"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "attempt_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_sk" text NOT NULL,
	"entry_code_id" uuid NOT NULL,
	"examinee_sk" text NOT NULL,
	"bank_id" uuid NOT NULL,
	"state" text DEFAULT 'answering' NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"extended_minutes" integer DEFAULT 0 NOT NULL,
	"privacy_agreed_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_answered_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "attempts_entry_code_id_unique" UNIQUE("entry_code_id")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_devices" ADD CONSTRAINT "attempt_devices_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_project_sk_projects_sk_fk" FOREIGN KEY ("project_sk") REFERENCES "public"."projects"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_entry_code_id_entry_codes_id_fk" FOREIGN KEY ("entry_code_id") REFERENCES "public"."entry_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_examinee_sk_examinees_sk_fk" FOREIGN KEY ("examinee_sk") REFERENCES "public"."examinees"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_bank_id_item_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."item_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_devices_attempt" ON "attempt_devices" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "attempts_project" ON "attempts" USING btree ("project_sk");