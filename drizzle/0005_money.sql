CREATE TABLE "bank_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"file_hash" text NOT NULL,
	"line_count" integer NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_minor" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reference" text,
	"counterparty" text,
	"status" text DEFAULT 'unmatched' NOT NULL,
	"payment_id" uuid,
	"expense_id" uuid,
	"proposed_tenancy_id" uuid,
	"proposed_expense_id" uuid,
	"proposal" jsonb,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_lines_status" CHECK (status in ('unmatched', 'matched', 'ignored')),
	CONSTRAINT "bank_lines_amount" CHECK (amount_minor <> 0)
);
--> statement-breakpoint
CREATE TABLE "expense_allocations" (
	"expense_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"vat_minor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expense_allocations_expense_id_property_id_pk" PRIMARY KEY("expense_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" text NOT NULL,
	"property_id" uuid,
	"paid_on" date NOT NULL,
	"supplier" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_minor" integer NOT NULL,
	"vat_minor" integer DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"capital" boolean DEFAULT false NOT NULL,
	"paid_by" text DEFAULT 'owner' NOT NULL,
	"receipt_key" text,
	"receipt_name" text,
	"receipt_type" text,
	"receipt_size" integer,
	"import_id" uuid,
	"bank_line_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amounts" CHECK (amount_minor > 0 and vat_minor >= 0 and vat_minor <= amount_minor),
	CONSTRAINT "expenses_paid_by" CHECK (paid_by in ('owner', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "management_agreements" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"agent_id" text,
	"fee_bp" integer DEFAULT 0 NOT NULL,
	"fixed_fee_minor" integer DEFAULT 0 NOT NULL,
	"vat_bp" integer DEFAULT 0 NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "management_agreements_fee" CHECK (fee_bp >= 0 and fee_bp <= 10000 and fixed_fee_minor >= 0),
	CONSTRAINT "management_agreements_vat" CHECK (vat_bp >= 0 and vat_bp <= 10000)
);
--> statement-breakpoint
CREATE TABLE "owner_statement_properties" (
	"statement_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	CONSTRAINT "owner_statement_properties_statement_id_property_id_pk" PRIMARY KEY("statement_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "owner_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"month" date NOT NULL,
	"rent_minor" integer NOT NULL,
	"fees_minor" integer NOT NULL,
	"expenses_minor" integer NOT NULL,
	"paid_out_minor" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" text,
	"display_name" text NOT NULL,
	"invite_email" text,
	"invitation_id" uuid,
	"share_bp" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_owners_share" CHECK (share_bp > 0 and share_bp <= 10000),
	CONSTRAINT "property_owners_who" CHECK (user_id is not null or invite_email is not null)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "purchase_price_minor" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "purchased_on" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "current_value_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_line_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_proposed_tenancy_id_tenancies_id_fk" FOREIGN KEY ("proposed_tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_proposed_expense_id_expenses_id_fk" FOREIGN KEY ("proposed_expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_allocations" ADD CONSTRAINT "expense_allocations_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_allocations" ADD CONSTRAINT "expense_allocations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_agreements" ADD CONSTRAINT "management_agreements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_agreements" ADD CONSTRAINT "management_agreements_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_agreements" ADD CONSTRAINT "management_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statement_properties" ADD CONSTRAINT "owner_statement_properties_statement_id_owner_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."owner_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statement_properties" ADD CONSTRAINT "owner_statement_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_imports_owner_idx" ON "bank_imports" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_lines_fingerprint_idx" ON "bank_lines" USING btree ("owner_id","fingerprint");--> statement-breakpoint
CREATE INDEX "bank_lines_import_idx" ON "bank_lines" USING btree ("import_id","booked_on");--> statement-breakpoint
CREATE INDEX "bank_lines_owner_status_idx" ON "bank_lines" USING btree ("owner_id","status","booked_on");--> statement-breakpoint
CREATE INDEX "expense_allocations_property_idx" ON "expense_allocations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "expenses_landlord_idx" ON "expenses" USING btree ("landlord_id","paid_on");--> statement-breakpoint
CREATE INDEX "expenses_property_idx" ON "expenses" USING btree ("property_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_bank_line_idx" ON "expenses" USING btree ("bank_line_id") WHERE bank_line_id is not null;--> statement-breakpoint
CREATE INDEX "management_agreements_agent_idx" ON "management_agreements" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "owner_statement_properties_property_idx" ON "owner_statement_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statements_owner_month_idx" ON "owner_statements" USING btree ("owner_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "property_owners_user_idx" ON "property_owners" USING btree ("property_id","user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "property_owners_primary_idx" ON "property_owners" USING btree ("property_id") WHERE is_primary;--> statement-breakpoint
CREATE INDEX "property_owners_owner_idx" ON "property_owners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "property_owners_invitation_idx" ON "property_owners" USING btree ("invitation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bank_line_idx" ON "payments" USING btree ("bank_line_id") WHERE bank_line_id is not null;