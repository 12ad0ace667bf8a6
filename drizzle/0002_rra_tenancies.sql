CREATE TABLE "deposit_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"document_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_deductions_amount_positive" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "rent_increase_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_rent" integer NOT NULL,
	"new_rent" integer NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"served_on" date,
	"service_method" text,
	"service_note" text,
	"challenged_on" date,
	"decided_rent" integer,
	"decided_on" date,
	"applied_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_increase_notices_rent_positive" CHECK (new_rent > 0 and current_rent > 0)
);
--> statement-breakpoint
CREATE TABLE "tenancy_deposits" (
	"tenancy_id" uuid PRIMARY KEY NOT NULL,
	"holding_amount" integer,
	"holding_received_on" date,
	"holding_deadline" date,
	"holding_outcome" text,
	"amount" integer,
	"received_on" date,
	"received_from" text,
	"scheme" text,
	"reference" text,
	"protected_on" date,
	"prescribed_info_on" date,
	"prescribed_info_method" text,
	"return_status" text DEFAULT 'none' NOT NULL,
	"return_proposed_on" date,
	"tenant_responded_on" date,
	"dispute_note" text,
	"returned_on" date,
	"returned_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"given_by" text NOT NULL,
	"given_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"method" text NOT NULL,
	"ground" text,
	"notice_period" text,
	"note" text,
	"status" text DEFAULT 'given' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_rents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"amount" integer NOT NULL,
	"frequency" text NOT NULL,
	"due_day" integer NOT NULL,
	"kind" text NOT NULL,
	"notice_id" uuid,
	"reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenancy_rents_amount_positive" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "jurisdiction" text DEFAULT 'england' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancies" ADD COLUMN "original_term_end" date;--> statement-breakpoint
ALTER TABLE "tenancies" ADD COLUMN "signed_on" date;--> statement-breakpoint
ALTER TABLE "tenancies" ADD COLUMN "statement_given_on" date;--> statement-breakpoint
ALTER TABLE "tenancies" ADD COLUMN "statement_method" text;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_tenancy_id_tenancy_deposits_tenancy_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancy_deposits"("tenancy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_increase_notices" ADD CONSTRAINT "rent_increase_notices_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_increase_notices" ADD CONSTRAINT "rent_increase_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_deposits" ADD CONSTRAINT "tenancy_deposits_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_rents" ADD CONSTRAINT "tenancy_rents_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_rents" ADD CONSTRAINT "tenancy_rents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_deductions_tenancy_idx" ON "deposit_deductions" USING btree ("tenancy_id");--> statement-breakpoint
CREATE INDEX "rent_increase_notices_tenancy_idx" ON "rent_increase_notices" USING btree ("tenancy_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rent_increase_notices_due_idx" ON "rent_increase_notices" USING btree ("start_date") WHERE status in ('served', 'decided');--> statement-breakpoint
CREATE INDEX "tenancy_deposits_unprotected_idx" ON "tenancy_deposits" USING btree ("received_on") WHERE protected_on is null and received_on is not null;--> statement-breakpoint
CREATE INDEX "tenancy_notices_tenancy_idx" ON "tenancy_notices" USING btree ("tenancy_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_notices_one_open" ON "tenancy_notices" USING btree ("tenancy_id") WHERE status = 'given';--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_rents_effective_idx" ON "tenancy_rents" USING btree ("tenancy_id","effective_date");--> statement-breakpoint
-- Data: every tenancy's own terms become the first row of its rent history.
INSERT INTO "tenancy_rents" ("tenancy_id", "effective_date", "amount", "frequency", "due_day", "kind", "reason", "created_by", "created_at")
SELECT "id", "start_date", "rent_amount", "rent_frequency", "due_day", 'initial', 'Rent agreed at the start of the tenancy', "created_by", "created_at"
FROM "tenancies";--> statement-breakpoint
-- Data: a deposit scheme or reference recorded before becomes the tenancy's deposit record (the dates
-- it was received and protected were never recorded, so they stay empty rather than guessed).
INSERT INTO "tenancy_deposits" ("tenancy_id", "amount", "scheme", "reference")
SELECT "id", "deposit_amount", "deposit_scheme", "deposit_reference"
FROM "tenancies"
WHERE "deposit_scheme" IS NOT NULL OR "deposit_reference" IS NOT NULL;--> statement-breakpoint
-- Data: in England every assured shorthold tenancy running on 1 May 2026 became an assured periodic
-- tenancy (Renters' Rights Act 2025 s.1, commencement SI 2026/421), and new ones have no fixed term:
-- the old term end is kept for the record and the tenancy runs on until it is ended.
UPDATE "tenancies" t SET "original_term_end" = t."end_date", "end_date" = NULL
FROM "properties" p
WHERE p."id" = t."property_id" AND p."jurisdiction" = 'england'
  AND t."status" IN ('draft', 'active') AND t."end_date" IS NOT NULL;
