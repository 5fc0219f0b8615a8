ALTER TABLE "orders" ADD COLUMN "pupil_report_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
-- decision 028: an organisation's counselling session belongs to its examinee, not to a name and
-- birth date (two pupils of one order may share both); an individual's keeps name|dob, the child
-- of its several tests
UPDATE "counselling_sessions" AS s SET "person_key" = 'examinee:' || s."examinee_sk"
FROM "orders" AS o WHERE o."sk" = s."order_sk" AND o."type" <> 'individual';
