CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_pkey" PRIMARY KEY("job","run_key")
);
--> statement-breakpoint
-- The daily sync's last day moves over as a finished run, so a deploy on a day it already ran does not run it again.
INSERT INTO "job_runs" ("job", "run_key", "claimed_at", "lease_until", "finished_at")
SELECT "name", "last_run_on", coalesce("lease_until", now()), coalesce("lease_until", now()), now()
FROM "daily_jobs" WHERE "last_run_on" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_jobs" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "daily_jobs" CASCADE;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "availability_reminder_hours" integer DEFAULT 48;--> statement-breakpoint
CREATE INDEX "job_runs_claimed_at_idx" ON "job_runs" USING btree ("claimed_at");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_availability_reminder_hours_check" CHECK ("teams"."availability_reminder_hours" is null or "teams"."availability_reminder_hours" between 1 and 168);