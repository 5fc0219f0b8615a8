-- issue 43: failures counted per code and per report key from every address, held past a small cap
-- until the school (or the family, for an individual's test) releases them (decisions 019, 022);
-- a member's release is written to the audit log, which now names a staff member or a member.
ALTER TABLE "audit_log" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "staff_login" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "member_login" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_codes" ADD COLUMN "failed_entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_codes" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "failed_downloads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_one_actor" CHECK (num_nonnulls("audit_log"."staff_id", "audit_log"."member_id") = 1);
