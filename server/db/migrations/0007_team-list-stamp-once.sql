-- The team's list stamp (decision 026) is renewed once per transaction and team, not once per changed
-- row: a match write changes the match row and one of its lists in the same statement, and each row
-- renewed the same stamp again (decision 028). A reader sees the stamp and the rows in one snapshot, so
-- one new stamp per committed transaction is as exact as one per row. The transaction-local setting
-- goes with a rolled-back savepoint as the stamp's own change does. A team's deletion still drops its
-- stamp, whatever was renewed before in the transaction.
CREATE OR REPLACE FUNCTION "touch_team_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  team integer;
  row_match integer;
BEGIN
  IF TG_TABLE_NAME IN ('matches', 'opposition_teams') THEN
    IF TG_OP = 'DELETE' THEN team := OLD.my_team_id; ELSE team := NEW.my_team_id; END IF;
  ELSE
    IF TG_OP = 'DELETE' THEN row_match := OLD.match_id; ELSE row_match := NEW.match_id; END IF;
    -- No match (its deletion cascades here): the match's own row fired for the team already.
    SELECT m.my_team_id INTO team FROM matches m WHERE m.id = row_match;
  END IF;
  IF team IS NULL THEN
    RETURN NULL;
  END IF;
  -- A deleted match or opposition team may be the team's deletion cascading.
  IF TG_OP = 'DELETE' AND TG_TABLE_NAME IN ('matches', 'opposition_teams')
     AND NOT EXISTS (SELECT 1 FROM teams t WHERE t.id = team) THEN
    DELETE FROM team_list_stamps WHERE my_team_id = team;
    RETURN NULL;
  END IF;
  IF current_setting('touchline.list_stamped', true) = team::text THEN
    RETURN NULL;
  END IF;
  INSERT INTO team_list_stamps (my_team_id, stamp) VALUES (team, nextval('team_list_stamp_seq'))
  ON CONFLICT (my_team_id) DO UPDATE SET stamp = excluded.stamp;
  PERFORM set_config('touchline.list_stamped', team::text, true);
  RETURN NULL;
END
$$;
