ALTER TABLE "projects" ADD COLUMN "grade" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "class_num" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "major" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "student_count" integer;