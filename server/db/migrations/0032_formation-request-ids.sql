CREATE TABLE "formation_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"my_team_id" integer NOT NULL,
	"formation_id" integer,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "formation_requests_kind_check" CHECK ("formation_requests"."kind" in ('create', 'update'))
);
--> statement-breakpoint
ALTER TABLE "formation_requests" ADD CONSTRAINT "formation_requests_my_team_id_teams_id_fk" FOREIGN KEY ("my_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formation_requests" ADD CONSTRAINT "formation_requests_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "formation_requests_my_team_id_idx" ON "formation_requests" USING btree ("my_team_id");--> statement-breakpoint
CREATE INDEX "formation_requests_formation_id_idx" ON "formation_requests" USING btree ("formation_id");