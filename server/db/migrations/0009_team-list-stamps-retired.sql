-- Issue 28 retired the team list stamps (decisions 026 and 028): a server instance no longer keeps a
-- team's lists, so nothing reads the stamps, and every write to a match or its lists stopped paying
-- for the trigger that renewed them. Triggers first, then what only they used.
DROP TRIGGER "touch_team_lists" ON "matches";
--> statement-breakpoint
DROP TRIGGER "touch_team_lists" ON "match_unavailable_players";
--> statement-breakpoint
DROP TRIGGER "touch_team_lists" ON "match_set_piece_takers";
--> statement-breakpoint
DROP TRIGGER "touch_team_lists" ON "match_clean_sheets";
--> statement-breakpoint
DROP TRIGGER "touch_team_lists" ON "opposition_teams";
--> statement-breakpoint
DROP FUNCTION "touch_team_lists"();
--> statement-breakpoint
DROP SEQUENCE "team_list_stamp_seq";
--> statement-breakpoint
DROP TABLE "team_list_stamps" CASCADE;
