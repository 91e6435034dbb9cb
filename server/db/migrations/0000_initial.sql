CREATE TABLE "club_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_memberships_role_check" CHECK ("club_memberships"."role" = 'admin')
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"match_id" integer,
	"my_team_id" integer NOT NULL,
	"quarter" integer DEFAULT 1 NOT NULL,
	"period_number" integer DEFAULT 1 NOT NULL,
	"period_title" text,
	"start_time" integer,
	"end_time" integer,
	"formation" text DEFAULT '4-4-2' NOT NULL,
	"player_positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bench_players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unavailable_players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"minute" integer,
	"scorer_id" integer,
	"assist_id" integer,
	"is_own_goal" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "goals_is_own_goal_check" CHECK ("goals"."is_own_goal" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "magic_link_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magic_link_tokens_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"my_team_id" integer NOT NULL,
	"opponent_team_id" integer,
	"match_date" timestamp with time zone,
	"is_home" smallint DEFAULT 1 NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"clean_sheet_keeper1" integer,
	"clean_sheet_keeper2" integer,
	"clean_sheet_defender1" integer,
	"clean_sheet_defender2" integer,
	"clean_sheet_defender3" integer,
	"clean_sheet_defender4" integer,
	"clean_sheet_defender5" integer,
	"clean_sheet_defender6" integer,
	"clean_sheet_defender7" integer,
	"clean_sheet_defender8" integer,
	"captain_player_id" integer,
	"unavailable_player_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_penalty_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_corner_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_attacking_fk_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_defensive_fk_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_length" integer DEFAULT 80 NOT NULL,
	"substitution_timings" jsonb DEFAULT '[0,20,40,60]'::jsonb NOT NULL,
	"default_substitutions" integer,
	"comments" text,
	"fa_fixture_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_is_home_check" CHECK ("matches"."is_home" in (0, 1)),
	CONSTRAINT "matches_scores_check" CHECK (coalesce("matches"."home_score", 0) >= 0 and coalesce("matches"."away_score", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "opposition_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"comments" text,
	"fa_team_id" text,
	"my_team_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"shirt_number" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"preferred_position" text NOT NULL,
	"age" integer,
	"height" integer,
	"coaching_notes" text,
	"penalty_order" integer,
	"corner_order" integer,
	"attacking_fk_order" integer,
	"defensive_fk_order" integer,
	"my_team_id" integer NOT NULL,
	"user_id" integer,
	"parent1_email" text,
	"parent2_email" text,
	"player_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_shirt_number_check" CHECK ("players"."shirt_number" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"my_team_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_memberships_role_check" CHECK ("team_memberships"."role" in ('coach', 'player_parent'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"secure_id" text NOT NULL,
	"name" text NOT NULL,
	"club_id" integer,
	"age_group" text,
	"division" text,
	"description" text,
	"fa_full_time_url" text,
	"fa_team_id" text,
	"last_sync_date" timestamp with time zone,
	"default_match_length" integer DEFAULT 90 NOT NULL,
	"default_substitution_timings" jsonb DEFAULT '[0,30,60]'::jsonb NOT NULL,
	"default_substitutions" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_secure_id_key" UNIQUE("secure_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'player_parent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'coach', 'player_parent'))
);
--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_my_team_id_teams_id_fk" FOREIGN KEY ("my_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_scorer_id_players_id_fk" FOREIGN KEY ("scorer_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_assist_id_players_id_fk" FOREIGN KEY ("assist_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_my_team_id_teams_id_fk" FOREIGN KEY ("my_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_opponent_team_id_opposition_teams_id_fk" FOREIGN KEY ("opponent_team_id") REFERENCES "public"."opposition_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clean_sheet_keeper1_players_id_fk" FOREIGN KEY ("clean_sheet_keeper1") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clean_sheet_keeper2_players_id_fk" FOREIGN KEY ("clean_sheet_keeper2") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clean_sheet_defender1_players_id_fk" FOREIGN KEY ("clean_sheet_defender1") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clean_sheet_defender2_players_id_fk" FOREIGN KEY ("clean_sheet_defender2") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clean_sheet_defender3_players_id_fk" FOREIGN KEY ("clean_sheet_defender3") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clean_sheet_defender4_players_id_fk" FOREIGN KEY ("clean_sheet_defender4") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clean_sheet_defender5_players_id_fk" FOREIGN KEY ("clean_sheet_defender5") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clean_sheet_defender6_players_id_fk" FOREIGN KEY ("clean_sheet_defender6") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clean_sheet_defender7_players_id_fk" FOREIGN KEY ("clean_sheet_defender7") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_clean_sheet_defender8_players_id_fk" FOREIGN KEY ("clean_sheet_defender8") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_captain_player_id_players_id_fk" FOREIGN KEY ("captain_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opposition_teams" ADD CONSTRAINT "opposition_teams_my_team_id_teams_id_fk" FOREIGN KEY ("my_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_my_team_id_teams_id_fk" FOREIGN KEY ("my_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_my_team_id_teams_id_fk" FOREIGN KEY ("my_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_memberships_user_club_key" ON "club_memberships" USING btree ("user_id","club_id");--> statement-breakpoint
CREATE INDEX "club_memberships_club_id_idx" ON "club_memberships" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "formations_my_team_id_idx" ON "formations" USING btree ("my_team_id");--> statement-breakpoint
CREATE INDEX "formations_match_id_idx" ON "formations" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "formations_user_id_idx" ON "formations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "goals_match_id_idx" ON "goals" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "goals_scorer_id_idx" ON "goals" USING btree ("scorer_id");--> statement-breakpoint
CREATE INDEX "goals_assist_id_idx" ON "goals" USING btree ("assist_id");--> statement-breakpoint
CREATE INDEX "magic_link_tokens_expires_at_idx" ON "magic_link_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "matches_my_team_id_match_date_idx" ON "matches" USING btree ("my_team_id","match_date");--> statement-breakpoint
CREATE INDEX "matches_opponent_team_id_idx" ON "matches" USING btree ("opponent_team_id");--> statement-breakpoint
CREATE INDEX "matches_clean_sheet_keeper1_idx" ON "matches" USING btree ("clean_sheet_keeper1");--> statement-breakpoint
CREATE INDEX "matches_clean_sheet_keeper2_idx" ON "matches" USING btree ("clean_sheet_keeper2");--> statement-breakpoint
CREATE INDEX "matches_clean_sheet_defender1_idx" ON "matches" USING btree ("clean_sheet_defender1");--> statement-breakpoint
CREATE INDEX "matches_clean_sheet_defender2_idx" ON "matches" USING btree ("clean_sheet_defender2");--> statement-breakpoint
CREATE INDEX "matches_clean_sheet_defender3_idx" ON "matches" USING btree ("clean_sheet_defender3");--> statement-breakpoint
CREATE INDEX "matches_clean_sheet_defender4_idx" ON "matches" USING btree ("clean_sheet_defender4");--> statement-breakpoint
CREATE INDEX "matches_clean_sheet_defender5_idx" ON "matches" USING btree ("clean_sheet_defender5");--> statement-breakpoint
CREATE INDEX "matches_clean_sheet_defender6_idx" ON "matches" USING btree ("clean_sheet_defender6");--> statement-breakpoint
CREATE INDEX "matches_clean_sheet_defender7_idx" ON "matches" USING btree ("clean_sheet_defender7");--> statement-breakpoint
CREATE INDEX "matches_clean_sheet_defender8_idx" ON "matches" USING btree ("clean_sheet_defender8");--> statement-breakpoint
CREATE INDEX "matches_captain_player_id_idx" ON "matches" USING btree ("captain_player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opposition_teams_team_name_key" ON "opposition_teams" USING btree ("my_team_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_team_shirt_key" ON "players" USING btree ("my_team_id","shirt_number");--> statement-breakpoint
CREATE INDEX "players_user_id_idx" ON "players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_memberships_user_team_key" ON "team_memberships" USING btree ("user_id","my_team_id");--> statement-breakpoint
CREATE INDEX "team_memberships_my_team_id_idx" ON "team_memberships" USING btree ("my_team_id");--> statement-breakpoint
CREATE INDEX "teams_club_id_idx" ON "teams" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));