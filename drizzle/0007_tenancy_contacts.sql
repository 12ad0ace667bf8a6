CREATE TABLE "tenancy_contacts" (
	"tenancy_id" uuid PRIMARY KEY NOT NULL,
	"account_name" text,
	"sort_code" text,
	"account_number" text,
	"reference" text,
	"instructions" text,
	"phone" text,
	"emergency_phone" text,
	"notice_address" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenancy_contacts" ADD CONSTRAINT "tenancy_contacts_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_contacts" ADD CONSTRAINT "tenancy_contacts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;