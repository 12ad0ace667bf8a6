CREATE TABLE "enquiry_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"host_id" text,
	"interest" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "calendar_feeds_one_active_idx";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "kind" text DEFAULT 'duties' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_enquiries" ADD COLUMN "link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_enquiry_id_property_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."property_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_enquiry_id_property_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."property_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_messages_enquiry_idx" ON "enquiry_messages" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "viewings_enquiry_idx" ON "viewings" USING btree ("enquiry_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_property_time_idx" ON "viewings" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_booked_time_idx" ON "viewings" USING btree ("starts_at") WHERE status = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "viewings_one_booked_idx" ON "viewings" USING btree ("enquiry_id") WHERE status = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_one_active_idx" ON "calendar_feeds" USING btree ("user_id","kind") WHERE revoked_at is null;