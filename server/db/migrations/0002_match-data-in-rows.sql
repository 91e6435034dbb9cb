CREATE TABLE "formation_places" (
	"formation_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"place" text NOT NULL,
	"x" real,
	"y" real,
	"ordinal" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "formation_places_pkey" PRIMARY KEY("formation_id","player_id"),
	CONSTRAINT "formation_places_place_check" CHECK ("formation_places"."place" in ('pitch', 'bench', 'unavailable')),
	CONSTRAINT "formation_places_position_check" CHECK (("formation_places"."place" = 'pitch') = ("formation_places"."x" is not null and "formation_places"."y" is not null) and coalesce("formation_places"."x", 0) between 0 and 100 and coalesce("formation_places"."y", 0) between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "match_clean_sheets" (
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"slot" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "match_clean_sheets_pkey" PRIMARY KEY("match_id","kind","slot"),
	CONSTRAINT "match_clean_sheets_slot_check" CHECK (("match_clean_sheets"."kind" = 'keeper' and "match_clean_sheets"."slot" between 1 and 2) or ("match_clean_sheets"."kind" = 'defender' and "match_clean_sheets"."slot" between 1 and 8))
);
--> statement-breakpoint
CREATE TABLE "match_set_piece_takers" (
	"match_id" integer NOT NULL,
	"role_type" text NOT NULL,
	"player_id" integer NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "match_set_piece_takers_pkey" PRIMARY KEY("match_id","role_type","player_id"),
	CONSTRAINT "match_set_piece_takers_role_type_check" CHECK ("match_set_piece_takers"."role_type" in ('penalty', 'corner', 'attackingFk', 'defensiveFk')),
	CONSTRAINT "match_set_piece_takers_priority_check" CHECK ("match_set_piece_takers"."priority" >= 1)
);
--> statement-breakpoint
CREATE TABLE "match_unavailable_players" (
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "match_unavailable_players_pkey" PRIMARY KEY("match_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_clean_sheet_keeper1_players_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_clean_sheet_keeper2_players_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_clean_sheet_defender1_players_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_clean_sheet_defender2_players_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_clean_sheet_defender3_players_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_clean_sheet_defender4_players_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_clean_sheet_defender5_players_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_clean_sheet_defender6_players_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_clean_sheet_defender7_players_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_clean_sheet_defender8_players_id_fk";
--> statement-breakpoint
DROP INDEX "matches_clean_sheet_keeper1_idx";--> statement-breakpoint
DROP INDEX "matches_clean_sheet_keeper2_idx";--> statement-breakpoint
DROP INDEX "matches_clean_sheet_defender1_idx";--> statement-breakpoint
DROP INDEX "matches_clean_sheet_defender2_idx";--> statement-breakpoint
DROP INDEX "matches_clean_sheet_defender3_idx";--> statement-breakpoint
DROP INDEX "matches_clean_sheet_defender4_idx";--> statement-breakpoint
DROP INDEX "matches_clean_sheet_defender5_idx";--> statement-breakpoint
DROP INDEX "matches_clean_sheet_defender6_idx";--> statement-breakpoint
DROP INDEX "matches_clean_sheet_defender7_idx";--> statement-breakpoint
DROP INDEX "matches_clean_sheet_defender8_idx";--> statement-breakpoint
ALTER TABLE "formation_places" ADD CONSTRAINT "formation_places_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formation_places" ADD CONSTRAINT "formation_places_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_clean_sheets" ADD CONSTRAINT "match_clean_sheets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_clean_sheets" ADD CONSTRAINT "match_clean_sheets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_set_piece_takers" ADD CONSTRAINT "match_set_piece_takers_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_set_piece_takers" ADD CONSTRAINT "match_set_piece_takers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_unavailable_players" ADD CONSTRAINT "match_unavailable_players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_unavailable_players" ADD CONSTRAINT "match_unavailable_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "formation_places_player_id_idx" ON "formation_places" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "match_clean_sheets_player_id_idx" ON "match_clean_sheets" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_set_piece_takers_priority_key" ON "match_set_piece_takers" USING btree ("match_id","role_type","priority");--> statement-breakpoint
CREATE INDEX "match_set_piece_takers_player_id_idx" ON "match_set_piece_takers" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "match_unavailable_players_player_id_idx" ON "match_unavailable_players" USING btree ("player_id");--> statement-breakpoint
-- Data moves (decision 013): each list entry becomes a row when it names a player of the same team.
-- Ids were stored as numbers or digit strings; anything else in a list was unusable and is dropped.
INSERT INTO "match_unavailable_players" ("match_id", "player_id")
SELECT DISTINCT m."id", p."id"
FROM "matches" m
CROSS JOIN LATERAL jsonb_array_elements_text(
  CASE WHEN jsonb_typeof(m."unavailable_player_ids") = 'array' THEN m."unavailable_player_ids" ELSE '[]'::jsonb END
) AS e(v)
JOIN "players" p ON p."id"::text = e.v AND p."my_team_id" = m."my_team_id";--> statement-breakpoint
INSERT INTO "match_set_piece_takers" ("match_id", "role_type", "player_id", "priority")
SELECT s.match_id, s.role_type, s.player_id,
       row_number() OVER (PARTITION BY s.match_id, s.role_type ORDER BY s.first_at)
FROM (
  SELECT m."id" AS match_id, r.role_type, p."id" AS player_id, min(e.i) AS first_at
  FROM "matches" m
  CROSS JOIN LATERAL (VALUES
    ('penalty', m."match_penalty_order"),
    ('corner', m."match_corner_order"),
    ('attackingFk', m."match_attacking_fk_order"),
    ('defensiveFk', m."match_defensive_fk_order")
  ) AS r(role_type, list)
  CROSS JOIN LATERAL jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(r.list) = 'array' THEN r.list ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS e(v, i)
  JOIN "players" p ON p."id"::text = e.v AND p."my_team_id" = m."my_team_id"
  GROUP BY m."id", r.role_type, p."id"
) s;--> statement-breakpoint
INSERT INTO "match_clean_sheets" ("match_id", "kind", "slot", "player_id")
SELECT m."id", c.kind, c.slot, c.player_id
FROM "matches" m
CROSS JOIN LATERAL (VALUES
  ('keeper', 1, m."clean_sheet_keeper1"), ('keeper', 2, m."clean_sheet_keeper2"),
  ('defender', 1, m."clean_sheet_defender1"), ('defender', 2, m."clean_sheet_defender2"),
  ('defender', 3, m."clean_sheet_defender3"), ('defender', 4, m."clean_sheet_defender4"),
  ('defender', 5, m."clean_sheet_defender5"), ('defender', 6, m."clean_sheet_defender6"),
  ('defender', 7, m."clean_sheet_defender7"), ('defender', 8, m."clean_sheet_defender8")
) AS c(kind, slot, player_id)
JOIN "players" p ON p."id" = c.player_id AND p."my_team_id" = m."my_team_id";--> statement-breakpoint
-- A player listed in more than one place keeps the first of pitch, bench, unavailable.
INSERT INTO "formation_places" ("formation_id", "player_id", "place", "x", "y", "ordinal")
SELECT DISTINCT ON (s.formation_id, s.player_id) s.formation_id, s.player_id, s.place, s.x, s.y, s.ordinal
FROM (
  SELECT f."id" AS formation_id, p."id" AS player_id, 'pitch' AS place,
         least(100, greatest(0, (e.v ->> 'x')::real)) AS x,
         least(100, greatest(0, (e.v ->> 'y')::real)) AS y,
         e.i::int AS ordinal, 1 AS rank
  FROM "formations" f
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(f."player_positions") = 'array' THEN f."player_positions" ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS e(v, i)
  JOIN "players" p ON p."id"::text = (e.v ->> 'playerId') AND p."my_team_id" = f."my_team_id"
  WHERE jsonb_typeof(e.v) = 'object' AND jsonb_typeof(e.v -> 'x') = 'number' AND jsonb_typeof(e.v -> 'y') = 'number'
  UNION ALL
  SELECT f."id", p."id", l.place, NULL, NULL, e.i::int, l.rank
  FROM "formations" f
  CROSS JOIN LATERAL (VALUES ('bench', f."bench_players", 2), ('unavailable', f."unavailable_players", 3))
    AS l(place, list, rank)
  CROSS JOIN LATERAL jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(l.list) = 'array' THEN l.list ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS e(v, i)
  JOIN "players" p ON p."id"::text = e.v AND p."my_team_id" = f."my_team_id"
) s
ORDER BY s.formation_id, s.player_id, s.rank, s.ordinal;--> statement-breakpoint
ALTER TABLE "formations" DROP COLUMN "player_positions";--> statement-breakpoint
ALTER TABLE "formations" DROP COLUMN "bench_players";--> statement-breakpoint
ALTER TABLE "formations" DROP COLUMN "unavailable_players";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "clean_sheet_keeper1";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "clean_sheet_keeper2";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "clean_sheet_defender1";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "clean_sheet_defender2";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "clean_sheet_defender3";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "clean_sheet_defender4";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "clean_sheet_defender5";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "clean_sheet_defender6";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "clean_sheet_defender7";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "clean_sheet_defender8";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "unavailable_player_ids";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "match_penalty_order";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "match_corner_order";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "match_attacking_fk_order";--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "match_defensive_fk_order";