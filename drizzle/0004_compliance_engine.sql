CREATE TABLE "alarm_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"checked_on" date NOT NULL,
	"smoke_alarms_ok" boolean NOT NULL,
	"co_alarms_ok" boolean,
	"note" text,
	"checked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "compliance_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"lead_days" jsonb DEFAULT '[60,30,7]'::jsonb NOT NULL,
	"overdue_weekly" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"document_id" uuid,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_licences_dates" CHECK (expires_on > issued_on)
);
--> statement-breakpoint
CREATE TABLE "right_to_rent_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"occupier_name" text NOT NULL,
	"checked_on" date NOT NULL,
	"method" text NOT NULL,
	"permission" text NOT NULL,
	"permission_expires_on" date,
	"follow_up_due_on" date,
	"checked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "right_to_rent_time_limited" CHECK (permission <> 'time_limited' or (permission_expires_on is not null and follow_up_due_on is not null))
);
--> statement-breakpoint
CREATE TABLE "service_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"served_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"served_by" text,
	"emailed_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "gas_supply" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "storeys" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "combustion_appliance_rooms" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "occupiers" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "households" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "epc_rating" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "council_tax_band" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "remedial_due_on" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "remedial_done_on" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "remedial_confirmed_on" date;--> statement-breakpoint
ALTER TABLE "tenancies" ADD COLUMN "adult_occupiers" integer;--> statement-breakpoint
ALTER TABLE "alarm_checks" ADD CONSTRAINT "alarm_checks_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_checks" ADD CONSTRAINT "alarm_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_settings" ADD CONSTRAINT "compliance_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_licences" ADD CONSTRAINT "property_licences_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_licences" ADD CONSTRAINT "property_licences_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_licences" ADD CONSTRAINT "property_licences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_rent_checks" ADD CONSTRAINT "right_to_rent_checks_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_rent_checks" ADD CONSTRAINT "right_to_rent_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_served_by_users_id_fk" FOREIGN KEY ("served_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_checks_tenancy_idx" ON "alarm_checks" USING btree ("tenancy_id","checked_on");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_one_active_idx" ON "calendar_feeds" USING btree ("user_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "property_licences_property_idx" ON "property_licences" USING btree ("property_id","expires_on");--> statement-breakpoint
CREATE INDEX "right_to_rent_checks_tenancy_idx" ON "right_to_rent_checks" USING btree ("tenancy_id","checked_on");--> statement-breakpoint
CREATE INDEX "service_records_document_idx" ON "service_records" USING btree ("document_id","tenancy_id");--> statement-breakpoint
CREATE INDEX "service_records_tenancy_idx" ON "service_records" USING btree ("tenancy_id","served_on");