CREATE TABLE "goals_against" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"minute" integer,
	CONSTRAINT "goals_against_minute_check" CHECK ("goals_against"."minute" is null or "goals_against"."minute" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "match_live_requests" ADD COLUMN "goal_against_id" integer;--> statement-breakpoint
ALTER TABLE "goals_against" ADD CONSTRAINT "goals_against_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_against_match_id_idx" ON "goals_against" USING btree ("match_id","id");--> statement-breakpoint
ALTER TABLE "match_live_requests" ADD CONSTRAINT "match_live_requests_goal_against_id_goals_against_id_fk" FOREIGN KEY ("goal_against_id") REFERENCES "public"."goals_against"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_live_requests_goal_against_id_idx" ON "match_live_requests" USING btree ("goal_against_id");