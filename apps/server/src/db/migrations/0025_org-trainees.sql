ALTER TABLE "certificates" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "course_enrolments" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD COLUMN "order_sk" text;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_order_sk_orders_sk_fk" FOREIGN KEY ("order_sk") REFERENCES "public"."orders"("sk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_enrolments_order" ON "course_enrolments" USING btree ("order_sk");