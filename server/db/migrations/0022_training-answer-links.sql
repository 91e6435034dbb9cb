ALTER TABLE "answer_links" ALTER COLUMN "match_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_links" ADD COLUMN "training_session_id" integer;--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_training_session_id_training_sessions_id_fk" FOREIGN KEY ("training_session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_links_training_session_id_idx" ON "answer_links" USING btree ("training_session_id");--> statement-breakpoint
ALTER TABLE "answer_links" ADD CONSTRAINT "answer_links_one_event_check" CHECK (("answer_links"."match_id" is null) <> ("answer_links"."training_session_id" is null));