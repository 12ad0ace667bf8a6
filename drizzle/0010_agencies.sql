CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"redress_scheme" text,
	"redress_number" text,
	"cmp_scheme" text,
	"cmp_number" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"landlord_id" text,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_user" text,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agency_engagements_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "agency_engagements_status_ck" CHECK ("agency_engagements"."status" in ('pending', 'active', 'ended')),
	CONSTRAINT "agency_engagements_by_ck" CHECK ("agency_engagements"."requested_by" in ('agency', 'landlord'))
);
--> statement-breakpoint
CREATE TABLE "agency_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "agency_invitations_role_ck" CHECK ("agency_invitations"."role" in ('owner', 'manager', 'negotiator', 'accounts'))
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_members_role_ck" CHECK ("agency_members"."role" in ('owner', 'manager', 'negotiator', 'accounts'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_engagements" ADD CONSTRAINT "agency_engagements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_engagements" ADD CONSTRAINT "agency_engagements_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_engagements" ADD CONSTRAINT "agency_engagements_requested_by_user_users_id_fk" FOREIGN KEY ("requested_by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_name_idx" ON "agencies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agency_engagements_live_uq" ON "agency_engagements" USING btree ("agency_id","landlord_id") WHERE "agency_engagements"."status" <> 'ended' and "agency_engagements"."landlord_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_engagements_email_uq" ON "agency_engagements" USING btree ("agency_id","email") WHERE "agency_engagements"."status" = 'pending' and "agency_engagements"."landlord_id" is null;--> statement-breakpoint
CREATE INDEX "agency_engagements_landlord_idx" ON "agency_engagements" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "agency_invitations_agency_idx" ON "agency_invitations" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agency_invitations_email_idx" ON "agency_invitations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_members_user_uq" ON "agency_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agency_members_agency_idx" ON "agency_members" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_agency_idx" ON "properties" USING btree ("agency_id","updated_at" DESC NULLS LAST);