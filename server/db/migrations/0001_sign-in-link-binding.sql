ALTER TABLE "magic_link_tokens" ADD COLUMN "browser_binding" text;--> statement-breakpoint
CREATE INDEX "magic_link_tokens_email_idx" ON "magic_link_tokens" USING btree ("email");