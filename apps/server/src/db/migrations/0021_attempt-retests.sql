ALTER TABLE "attempts" DROP CONSTRAINT "attempts_entry_code_id_unique";--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_code_live" ON "attempts" USING btree ("entry_code_id") WHERE "attempts"."retired_at" is null;