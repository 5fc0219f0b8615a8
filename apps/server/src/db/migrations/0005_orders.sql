CREATE TABLE "examinees" (
	"sk" text PRIMARY KEY NOT NULL,
	"project_sk" text NOT NULL,
	"num" integer NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"dob" date NOT NULL,
	"school_info" text DEFAULT '' NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"auth_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_sk" text NOT NULL,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_sk" text NOT NULL,
	"prod_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"sk" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"member_id" uuid NOT NULL,
	"organisation_id" uuid,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"total_price" integer NOT NULL,
	"receiver_email" text NOT NULL,
	"product_key" text,
	"guardian_name" text,
	"guardian_relationship" text,
	"guardian_phone" text,
	"payment_type" text DEFAULT 'bank_deposit' NOT NULL,
	"deposit_name" text NOT NULL,
	"bank_date" date NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"sk" text PRIMARY KEY NOT NULL,
	"order_sk" text NOT NULL,
	"order_product_id" uuid,
	"num" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"start_target_date" date NOT NULL,
	"end_target_date" date,
	"counsel_target_date" date,
	"counsel_type" text,
	"responder_uri" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "examinees" ADD CONSTRAINT "examinees_project_sk_projects_sk_fk" FOREIGN KEY ("project_sk") REFERENCES "public"."projects"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_sk_orders_sk_fk" FOREIGN KEY ("order_sk") REFERENCES "public"."orders"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_sk_orders_sk_fk" FOREIGN KEY ("order_sk") REFERENCES "public"."orders"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_order_sk_orders_sk_fk" FOREIGN KEY ("order_sk") REFERENCES "public"."orders"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "examinees_project" ON "examinees" USING btree ("project_sk");--> statement-breakpoint
CREATE INDEX "order_history_order" ON "order_history" USING btree ("order_sk","at");--> statement-breakpoint
CREATE INDEX "order_products_order" ON "order_products" USING btree ("order_sk");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_idempotency" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_member_created" ON "orders" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_order" ON "projects" USING btree ("order_sk");