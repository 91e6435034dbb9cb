-- The FA Full-Time import made right on real pages (issue 27): a result Full-Time gives without goals
-- (abandoned, void, a walkover), cup ties and their competition, a kick-off time still TBC, the team's
-- name on Full-Time as an admin chose it, and what a run skipped or left unread.
ALTER TABLE "fixtures_sync_runs" ADD COLUMN "skipped_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures_sync_runs" ADD COLUMN "is_every_page_read" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "result_code" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "is_cup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "competition" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "is_time_tbc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "fa_team_name" text;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_result_code_check" CHECK ("matches"."result_code" is null or ("matches"."result_code" in ('abandoned', 'void', 'homeWalkover', 'awayWalkover') and "matches"."home_score" is null and "matches"."away_score" is null));
