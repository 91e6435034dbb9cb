-- Issue 30, decision 050: "substitutions" is the number of changes everywhere, so periods = changes + 1.
-- Nothing here changes any match's periods or the timings any team's card generates.
--
-- Teams: spec 000 §4 generated [0] for 0, [0, half] for 1 and n starts for n >= 2; now n changes give
-- n + 1 starts. The same starts come from n - 1 for n >= 2 (0 and 1 are unchanged). The stored timings
-- are left as they are. The new default 2 is the default timings' three periods (it was 3).
ALTER TABLE "teams" ALTER COLUMN "default_substitutions" SET DEFAULT 2;--> statement-breakpoint
UPDATE "teams" SET "default_substitutions" = "default_substitutions" - 1 WHERE "default_substitutions" >= 2;--> statement-breakpoint
-- Matches: a match's periods are its start times when it has any (spec 001 §4.3), so the number stored
-- beside them only labels them; it was copied from the team under the old count ("3 periods ·
-- 3 substitutions"). It becomes the changes between the starts, or null past the six a match may state.
-- A match without start times (none, or not a list) takes its periods from its own number + 1, which
-- already meant changes: it keeps its number and so its periods. No match reads the team's number.
-- (CASE guards jsonb_array_length: Postgres does not promise to test the type first in a WHERE.)
UPDATE "matches"
SET "default_substitutions" = CASE WHEN "starts"."n" - 1 <= 6 THEN "starts"."n" - 1 END
FROM (
  SELECT "id", CASE WHEN jsonb_typeof("substitution_timings") = 'array'
    THEN jsonb_array_length("substitution_timings") END AS "n"
  FROM "matches"
) AS "starts"
WHERE "starts"."id" = "matches"."id"
  AND "starts"."n" > 0
  AND "matches"."default_substitutions" IS DISTINCT FROM CASE WHEN "starts"."n" - 1 <= 6 THEN "starts"."n" - 1 END;
