-- issue 44: personal data kept only as long as decision 041 says. A class's period counts from when
-- it closed, an account's from its last sign-in; an examinee's identity can be erased (its birth date
-- with it) and an order's buyer data after five years; the destruction job writes audit rows with no
-- actor. Existing rows get the best time known: a closed class its last answer or its creation, an
-- account its last session or its creation.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_one_actor";--> statement-breakpoint
ALTER TABLE "examinees" ALTER COLUMN "dob" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "inactivity_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "examinees" ADD COLUMN "erase_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "examinees" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_one_actor" CHECK (num_nonnulls("audit_log"."staff_id", "audit_log"."member_id") <= 1);--> statement-breakpoint
UPDATE "projects" SET "closed_at" = coalesce(
  (SELECT max(a."submitted_at") FROM "attempts" a WHERE a."project_sk" = "projects"."sk"),
  "projects"."created_at"
) WHERE "status" IN ('completed', 'canceled');--> statement-breakpoint
UPDATE "members" SET "last_sign_in_at" = coalesce(
  (SELECT max(s."created_at") FROM "sessions" s WHERE s."member_id" = "members"."id"),
  "members"."created_at"
);
