CREATE TABLE "answer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_links_token_hash_key" ON "answer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "answer_links_match_id_idx" ON "answer_links" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "answer_links_player_id_idx" ON "answer_links" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "answer_links_user_id_idx" ON "answer_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "answer_links_expires_at_idx" ON "answer_links" USING btree ("expires_at");