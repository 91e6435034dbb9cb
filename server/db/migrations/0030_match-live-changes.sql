CREATE TABLE "match_live_change_players" (
	"change_id" uuid NOT NULL,
	"player_id" integer NOT NULL,
	"direction" text NOT NULL,
	CONSTRAINT "match_live_change_players_pkey" PRIMARY KEY("change_id","player_id"),
	CONSTRAINT "match_live_change_players_direction_check" CHECK ("match_live_change_players"."direction" in ('on', 'off'))
);
--> statement-breakpoint
CREATE TABLE "match_live_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"match_id" integer NOT NULL,
	"period" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"seconds" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_live_changes_seconds_check" CHECK ("match_live_changes"."seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "match_live_change_players" ADD CONSTRAINT "match_live_change_players_change_id_match_live_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."match_live_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_live_change_players" ADD CONSTRAINT "match_live_change_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_live_changes" ADD CONSTRAINT "match_live_changes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_live_change_players_player_id_idx" ON "match_live_change_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "match_live_changes_match_id_idx" ON "match_live_changes" USING btree ("match_id","seq");