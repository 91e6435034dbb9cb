CREATE TABLE "player_family_links" (
	"my_team_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"linked" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_family_links_pkey" PRIMARY KEY("player_id","user_id")
);
--> statement-breakpoint
-- The key the links' (player, team) foreign key names: created before that key.
CREATE UNIQUE INDEX "players_id_team_key" ON "players" USING btree ("id","my_team_id");--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "show_squad_minutes_to_family" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_family_links" ADD CONSTRAINT "player_family_links_player_fkey" FOREIGN KEY ("player_id","my_team_id") REFERENCES "public"."players"("id","my_team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_family_links" ADD CONSTRAINT "player_family_links_membership_fkey" FOREIGN KEY ("user_id","my_team_id") REFERENCES "public"."team_memberships"("user_id","my_team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_family_links_team_user_idx" ON "player_family_links" USING btree ("my_team_id","user_id");