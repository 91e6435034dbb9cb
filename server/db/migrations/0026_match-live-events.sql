CREATE TABLE "match_live_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_live_events_kind_check" CHECK ("match_live_events"."kind" in ('start', 'pause', 'resume', 'end'))
);
--> statement-breakpoint
ALTER TABLE "match_live_events" ADD CONSTRAINT "match_live_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_live_events_match_id_idx" ON "match_live_events" USING btree ("match_id","at","seq");