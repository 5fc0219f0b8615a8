CREATE SEQUENCE "public"."quotation_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_dept" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "test_due_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "test_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coaching_due_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "target_level" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quotation_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_invoice_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_invoice_date" date;--> statement-breakpoint
CREATE INDEX "orders_organisation_created" ON "orders" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quotation_no_unique" UNIQUE("quotation_no");