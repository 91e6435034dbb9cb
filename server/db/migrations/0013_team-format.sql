-- A team's format (issue 30): players on the pitch, 5, 7, 9 or 11. Every existing team played the
-- spec's eleven-a-side shapes, so every team starts at 11 and its formations read as they did.
ALTER TABLE "teams" ADD COLUMN "format" integer DEFAULT 11 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_format_check" CHECK ("teams"."format" in (5, 7, 9, 11));