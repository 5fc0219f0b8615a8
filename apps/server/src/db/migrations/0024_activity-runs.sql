CREATE TABLE "activity_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_sk" text NOT NULL,
	"line_id" uuid NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"instructor_id" uuid,
	"team_size" integer,
	"notes" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"hours" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_runs" ADD CONSTRAINT "activity_runs_order_sk_orders_sk_fk" FOREIGN KEY ("order_sk") REFERENCES "public"."orders"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_runs" ADD CONSTRAINT "activity_runs_line_id_order_products_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_runs" ADD CONSTRAINT "activity_runs_instructor_id_staff_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sessions" ADD CONSTRAINT "activity_sessions_run_id_activity_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."activity_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_runs_line" ON "activity_runs" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "activity_runs_order" ON "activity_runs" USING btree ("order_sk");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sessions_seq" ON "activity_sessions" USING btree ("run_id","seq");