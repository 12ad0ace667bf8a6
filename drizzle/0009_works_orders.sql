CREATE TABLE "contractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"trade" text NOT NULL,
	"areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"insurance_expires_on" date,
	"gas_safe_number" text,
	"niceic_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works_order_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"ticket_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"created_by" text,
	"description" text NOT NULL,
	"budget_pence" integer NOT NULL,
	"status" text NOT NULL,
	"approval_limit_pence" integer NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"decision_note" text,
	"appointment_at" timestamp with time zone,
	"decline_reason" text,
	"done_at" timestamp with time zone,
	"token_hash" text,
	"token_issued_at" timestamp with time zone,
	"token_expires_at" timestamp with time zone,
	"invoice_amount_pence" integer,
	"invoice_file_id" uuid,
	"invoice_submitted_at" timestamp with time zone,
	"invoice_approved_at" timestamp with time zone,
	"invoice_approved_by" text,
	"expense_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "works_orders_budget" CHECK (budget_pence > 0 and budget_pence <= 10000000),
	CONSTRAINT "works_orders_status" CHECK (status in ('awaiting_approval','sent','accepted','scheduled','done','declined','cancelled','rejected'))
);
--> statement-breakpoint
CREATE TABLE "works_settings" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"approval_limit_pence" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_order_files" ADD CONSTRAINT "works_order_files_order_id_works_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."works_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_orders" ADD CONSTRAINT "works_orders_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_orders" ADD CONSTRAINT "works_orders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_orders" ADD CONSTRAINT "works_orders_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_orders" ADD CONSTRAINT "works_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_orders" ADD CONSTRAINT "works_orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_orders" ADD CONSTRAINT "works_orders_invoice_approved_by_users_id_fk" FOREIGN KEY ("invoice_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_orders" ADD CONSTRAINT "works_orders_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_settings" ADD CONSTRAINT "works_settings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works_settings" ADD CONSTRAINT "works_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractors_owner_idx" ON "contractors" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "works_order_files_order_idx" ON "works_order_files" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "works_orders_ticket_idx" ON "works_orders" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "works_orders_property_idx" ON "works_orders" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "works_orders_contractor_idx" ON "works_orders" USING btree ("contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "works_orders_token_idx" ON "works_orders" USING btree ("token_hash") WHERE token_hash is not null;