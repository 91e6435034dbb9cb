CREATE TABLE "daily_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_on" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fixtures_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"my_team_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"is_success" boolean,
	"synced_teams" integer DEFAULT 0 NOT NULL,
	"synced_matches" integer DEFAULT 0 NOT NULL,
	"missing_fixtures" integer DEFAULT 0 NOT NULL,
	"message" text,
	CONSTRAINT "fixtures_sync_runs_trigger_check" CHECK ("fixtures_sync_runs"."trigger" in ('manual', 'import', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "is_postponed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "is_fa_adopted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "fa_note" text;--> statement-breakpoint
ALTER TABLE "fixtures_sync_runs" ADD CONSTRAINT "fixtures_sync_runs_my_team_id_teams_id_fk" FOREIGN KEY ("my_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixtures_sync_runs_team_started_idx" ON "fixtures_sync_runs" USING btree ("my_team_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_sync_runs_one_open_key" ON "fixtures_sync_runs" USING btree ("my_team_id") WHERE "fixtures_sync_runs"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_team_fa_fixture_key" ON "matches" USING btree ("my_team_id","fa_fixture_id") WHERE "matches"."fa_fixture_id" is not null;