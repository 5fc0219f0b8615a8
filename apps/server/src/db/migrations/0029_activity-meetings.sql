-- the glossary (decision 036): a dated sitting of an activity run is a meeting, as a course's is; a rename keeps every row
ALTER TABLE "activity_sessions" RENAME TO "activity_meetings";--> statement-breakpoint
ALTER INDEX "activity_sessions_seq" RENAME TO "activity_meetings_seq";--> statement-breakpoint
ALTER TABLE "activity_meetings" RENAME CONSTRAINT "activity_sessions_pkey" TO "activity_meetings_pkey";--> statement-breakpoint
ALTER TABLE "activity_meetings" RENAME CONSTRAINT "activity_sessions_run_id_activity_runs_id_fk" TO "activity_meetings_run_id_activity_runs_id_fk";
