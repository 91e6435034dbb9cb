-- A formation's row gets a new version whenever any of its places changes, by any writer (the app, a
-- script, psql), so that the kept season's stamp (decision 053's amendment "the places by their
-- formation") can take the formations' (id, xmin) for their places and no longer visit the places.
-- The update changes no value (`id = id`): only the row's version, its xmin, moves, so nothing a read
-- returns changes (the embedded database's read cache, decision 017, stays exact: see its amendment).
-- Rows are locked in id order first, the order the app's writes take formations (decision 037: a save
-- claims its formation before its places, a player's removal locks his formations before the cascade),
-- so for them the lock is already held. A formation whose row this transaction already wrote (an app
-- save claims it, a new one is inserted) already has a version no committed one has: it is left as it
-- is, so a save does not write its formation's row twice more. A formation deleted in the same statement
-- (its places going by cascade) is no longer visible and is skipped. One statement per changed
-- statement, not per place.
CREATE FUNCTION "formation_places_touch_formation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- This transaction's id as row versions carry it (a write in a savepoint carries the savepoint's:
  -- that row is touched again, which is merely redundant).
  mine xid := pg_current_xact_id()::xid;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- No transition table for a truncate: every formation, the places being all gone.
    PERFORM 1 FROM formations WHERE NOT xmin = mine ORDER BY id FOR NO KEY UPDATE;
    UPDATE formations SET id = id WHERE NOT xmin = mine;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM formations WHERE id IN (SELECT formation_id FROM new_places) AND NOT xmin = mine
      ORDER BY id FOR NO KEY UPDATE;
    UPDATE formations SET id = id WHERE id IN (SELECT formation_id FROM new_places) AND NOT xmin = mine;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM formations WHERE id IN (SELECT formation_id FROM old_places) AND NOT xmin = mine
      ORDER BY id FOR NO KEY UPDATE;
    UPDATE formations SET id = id WHERE id IN (SELECT formation_id FROM old_places) AND NOT xmin = mine;
  ELSE
    -- A place moved to another formation changes both.
    PERFORM 1 FROM formations
      WHERE id IN (SELECT formation_id FROM old_places UNION SELECT formation_id FROM new_places)
        AND NOT xmin = mine
      ORDER BY id FOR NO KEY UPDATE;
    UPDATE formations SET id = id
      WHERE id IN (SELECT formation_id FROM old_places UNION SELECT formation_id FROM new_places)
        AND NOT xmin = mine;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with transition tables takes one event each.
CREATE TRIGGER "formation_places_inserted" AFTER INSERT ON "formation_places"
  REFERENCING NEW TABLE AS new_places
  FOR EACH STATEMENT EXECUTE FUNCTION "formation_places_touch_formation"();
--> statement-breakpoint
CREATE TRIGGER "formation_places_updated" AFTER UPDATE ON "formation_places"
  REFERENCING OLD TABLE AS old_places NEW TABLE AS new_places
  FOR EACH STATEMENT EXECUTE FUNCTION "formation_places_touch_formation"();
--> statement-breakpoint
CREATE TRIGGER "formation_places_deleted" AFTER DELETE ON "formation_places"
  REFERENCING OLD TABLE AS old_places
  FOR EACH STATEMENT EXECUTE FUNCTION "formation_places_touch_formation"();
--> statement-breakpoint
CREATE TRIGGER "formation_places_truncated" AFTER TRUNCATE ON "formation_places"
  FOR EACH STATEMENT EXECUTE FUNCTION "formation_places_touch_formation"();
