CREATE TABLE "match_live_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"goal_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_live_requests_kind_check" CHECK ("match_live_requests"."kind" in ('goal', 'undo-goal'))
);
--> statement-breakpoint
ALTER TABLE "match_live_requests" ADD CONSTRAINT "match_live_requests_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_live_requests" ADD CONSTRAINT "match_live_requests_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_live_requests_match_id_idx" ON "match_live_requests" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_live_requests_goal_id_idx" ON "match_live_requests" USING btree ("goal_id");