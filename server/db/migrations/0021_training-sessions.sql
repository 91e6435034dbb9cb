CREATE TABLE "training_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"my_team_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"notes" text,
	"series_id" uuid,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_ends_after_start_check" CHECK ("training_sessions"."ends_at" > "training_sessions"."starts_at"),
	CONSTRAINT "training_sessions_place_check" CHECK (char_length("training_sessions"."place") between 1 and 120),
	CONSTRAINT "training_sessions_notes_check" CHECK (char_length("training_sessions"."notes") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "availability_answers" ALTER COLUMN "match_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_answers" ADD COLUMN "training_session_id" integer;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_my_team_id_teams_id_fk" FOREIGN KEY ("my_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_sessions_my_team_id_starts_at_idx" ON "training_sessions" USING btree ("my_team_id","starts_at");--> statement-breakpoint
CREATE INDEX "training_sessions_series_id_idx" ON "training_sessions" USING btree ("series_id");--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_training_session_id_training_sessions_id_fk" FOREIGN KEY ("training_session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_answers_training_player_key" ON "availability_answers" USING btree ("training_session_id","player_id");--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_one_event_check" CHECK (("availability_answers"."match_id" is null) <> ("availability_answers"."training_session_id" is null));