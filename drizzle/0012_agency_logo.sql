ALTER TABLE "agencies" ADD COLUMN "logo_id" uuid;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "logo_widths" jsonb;