-- Data: any scheme or reference recorded on a tenancy since 0002 moves to its deposit record before the
-- columns go (0002 moved the earlier ones; rows it made are only filled where still empty).
INSERT INTO "tenancy_deposits" ("tenancy_id", "amount", "scheme", "reference")
SELECT "id", "deposit_amount", "deposit_scheme", "deposit_reference"
FROM "tenancies"
WHERE "deposit_scheme" IS NOT NULL OR "deposit_reference" IS NOT NULL
ON CONFLICT ("tenancy_id") DO UPDATE SET
  "scheme" = coalesce("tenancy_deposits"."scheme", excluded."scheme"),
  "reference" = coalesce("tenancy_deposits"."reference", excluded."reference");--> statement-breakpoint
ALTER TABLE "tenancies" DROP COLUMN "deposit_scheme";--> statement-breakpoint
ALTER TABLE "tenancies" DROP COLUMN "deposit_reference";
