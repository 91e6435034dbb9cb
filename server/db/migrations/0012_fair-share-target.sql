-- The fair share target (issue 30): every team, old and new, starts at 50% of the minutes a player was
-- available for, the default the season's playing time used before the setting existed.
ALTER TABLE "teams" ADD COLUMN "fair_share_target" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_fair_share_target_check" CHECK ("teams"."fair_share_target" between 0 and 100);