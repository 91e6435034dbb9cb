CREATE TABLE "availability_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"answer" text,
	"note" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"previous_answer" text,
	"previous_note" text,
	"previous_answered_at" timestamp with time zone,
	CONSTRAINT "availability_answers_answer_check" CHECK ("availability_answers"."answer" is null or "availability_answers"."answer" in ('available', 'maybe', 'unavailable')),
	CONSTRAINT "availability_answers_previous_answer_check" CHECK ("availability_answers"."previous_answer" is null or "availability_answers"."previous_answer" in ('available', 'maybe', 'unavailable')),
	CONSTRAINT "availability_answers_note_check" CHECK (char_length("availability_answers"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "availability_silence" text DEFAULT 'unanswered' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "availability_lock_hours" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "show_availability_counts_to_family" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_answers_match_player_key" ON "availability_answers" USING btree ("match_id","player_id");--> statement-breakpoint
CREATE INDEX "availability_answers_player_id_idx" ON "availability_answers" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_availability_silence_check" CHECK ("teams"."availability_silence" in ('unanswered', 'available'));--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_availability_lock_hours_check" CHECK ("teams"."availability_lock_hours" is null or "teams"."availability_lock_hours" between 1 and 168);