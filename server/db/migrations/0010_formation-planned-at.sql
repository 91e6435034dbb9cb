-- A match period shows the formation last saved in the formation editor, not the last written: the
-- library's Duplicate writes a copy with no planned_at, which no period shows until it is saved in the
-- editor (decision 022). Every formation there was showed by its updated_at, so it is planned then:
-- each period shows exactly what it showed before.
ALTER TABLE "formations" ADD COLUMN "planned_at" timestamp with time zone DEFAULT now();
--> statement-breakpoint
UPDATE "formations" SET "planned_at" = "updated_at";
