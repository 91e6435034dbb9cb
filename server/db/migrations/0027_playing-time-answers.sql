CREATE TABLE "playing_time_answers" (
	"team_id" integer NOT NULL,
	"key" text NOT NULL,
	"stamp" text NOT NULL,
	"valid_after" bigint,
	"valid_until" bigint,
	"answer" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playing_time_answers_pkey" PRIMARY KEY("team_id","key")
);
--> statement-breakpoint
ALTER TABLE "playing_time_answers" ADD CONSTRAINT "playing_time_answers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;