-- Issue 42 item 3: a certificate e-mailed to a tenant who has not joined carries a private link; only
-- the SHA-256 of its token is kept, with its expiry, and the address the e-mail went to.
ALTER TABLE "service_records" ADD COLUMN "emailed_to" text;--> statement-breakpoint
ALTER TABLE "service_records" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
ALTER TABLE "service_records" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "service_records_link_token_idx" ON "service_records" USING btree ("link_token_hash");