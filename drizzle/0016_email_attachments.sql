-- Issue 42 item 5: an outbox message may carry files (a booked viewing's calendar invitation), kept
-- with the row until the worker sends it: a list of { filename, contentType, content }, null for none.
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;
