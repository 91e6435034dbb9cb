CREATE TABLE "team_list_stamps" (
	"my_team_id" integer PRIMARY KEY NOT NULL,
	"stamp" bigint NOT NULL
);
--> statement-breakpoint
-- A new stamp for a team whenever its list of matches or of opposition teams may answer differently
-- (decision 026): any change to a match, one of its lists or an opposition team. Fired by cascades too (a deleted player's
-- SET NULL or CASCADE), so no write can change the list without changing the stamp. A team no longer
-- there (its deletion cascades here) loses its stamp instead.
CREATE SEQUENCE "team_list_stamp_seq";
--> statement-breakpoint
CREATE FUNCTION "touch_team_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  team integer;
  row_match integer;
BEGIN
  IF TG_TABLE_NAME IN ('matches', 'opposition_teams') THEN
    IF TG_OP = 'DELETE' THEN team := OLD.my_team_id; ELSE team := NEW.my_team_id; END IF;
  ELSE
    IF TG_OP = 'DELETE' THEN row_match := OLD.match_id; ELSE row_match := NEW.match_id; END IF;
    SELECT m.my_team_id INTO team FROM matches m WHERE m.id = row_match;
  END IF;
  IF team IS NULL THEN
    RETURN NULL;
  ELSIF EXISTS (SELECT 1 FROM teams t WHERE t.id = team) THEN
    INSERT INTO team_list_stamps (my_team_id, stamp) VALUES (team, nextval('team_list_stamp_seq'))
    ON CONFLICT (my_team_id) DO UPDATE SET stamp = excluded.stamp;
  ELSE
    DELETE FROM team_list_stamps WHERE my_team_id = team;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "touch_team_lists" AFTER INSERT OR UPDATE OR DELETE ON "matches"
  FOR EACH ROW EXECUTE FUNCTION "touch_team_lists"();
--> statement-breakpoint
CREATE TRIGGER "touch_team_lists" AFTER INSERT OR UPDATE OR DELETE ON "match_unavailable_players"
  FOR EACH ROW EXECUTE FUNCTION "touch_team_lists"();
--> statement-breakpoint
CREATE TRIGGER "touch_team_lists" AFTER INSERT OR UPDATE OR DELETE ON "match_set_piece_takers"
  FOR EACH ROW EXECUTE FUNCTION "touch_team_lists"();
--> statement-breakpoint
CREATE TRIGGER "touch_team_lists" AFTER INSERT OR UPDATE OR DELETE ON "match_clean_sheets"
  FOR EACH ROW EXECUTE FUNCTION "touch_team_lists"();
--> statement-breakpoint
CREATE TRIGGER "touch_team_lists" AFTER INSERT OR UPDATE OR DELETE ON "opposition_teams"
  FOR EACH ROW EXECUTE FUNCTION "touch_team_lists"();
