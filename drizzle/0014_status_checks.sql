-- Closed-set text columns get a CHECK each, named <table>_<column>_valid, from the tuples in src/shared
-- (src/server/db/schema/valid.ts). Existing rows are kept: a row holding an unknown value stops the
-- migration with that constraint's name, as it is a bug to look at, not data to guess about.
-- The one value older releases wrote that is no longer in a set: the mailer before 0001 inserted mail
-- 'pending' and sent it at once; a row still 'pending' is one whose sending never finished. It is
-- kept, as failed (the outbox never retries such old mail), with why in its error.
UPDATE "email_outbox" SET "status" = 'failed', "error" = coalesce("error", 'Left pending by the mailer before migration 0001: never known to be sent') WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "agency_engagements" DROP CONSTRAINT "agency_engagements_status_ck";--> statement-breakpoint
ALTER TABLE "agency_engagements" DROP CONSTRAINT "agency_engagements_by_ck";--> statement-breakpoint
ALTER TABLE "agency_invitations" DROP CONSTRAINT "agency_invitations_role_ck";--> statement-breakpoint
ALTER TABLE "agency_members" DROP CONSTRAINT "agency_members_role_ck";--> statement-breakpoint
ALTER TABLE "bank_lines" DROP CONSTRAINT "bank_lines_status";--> statement-breakpoint
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_paid_by";--> statement-breakpoint
ALTER TABLE "works_orders" DROP CONSTRAINT "works_orders_status";--> statement-breakpoint
ALTER TABLE "agency_engagements" ADD CONSTRAINT "agency_engagements_status_valid" CHECK ("status" in ('pending', 'active', 'ended'));--> statement-breakpoint
ALTER TABLE "agency_engagements" ADD CONSTRAINT "agency_engagements_requested_by_valid" CHECK ("requested_by" in ('agency', 'landlord'));--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_role_valid" CHECK ("role" in ('owner', 'manager', 'negotiator', 'accounts'));--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_role_valid" CHECK ("role" in ('owner', 'manager', 'negotiator', 'accounts'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_valid" CHECK ("status" in ('queued', 'sending', 'sent', 'written', 'failed', 'logged'));--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_valid" CHECK ("role" in ('admin', 'agent', 'landlord', 'tenant'));--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_kind_valid" CHECK ("kind" in ('duties', 'viewings'));--> statement-breakpoint
ALTER TABLE "property_licences" ADD CONSTRAINT "property_licences_kind_valid" CHECK ("kind" in ('mandatory_hmo', 'additional_hmo', 'selective', 'rent_smart_wales', 'scottish_registration'));--> statement-breakpoint
ALTER TABLE "right_to_rent_checks" ADD CONSTRAINT "right_to_rent_checks_method_valid" CHECK ("method" in ('manual', 'idvt', 'home_office_online'));--> statement-breakpoint
ALTER TABLE "right_to_rent_checks" ADD CONSTRAINT "right_to_rent_checks_permission_valid" CHECK ("permission" in ('unlimited', 'time_limited'));--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_method_valid" CHECK ("method" in ('keyhold_email', 'email', 'in_person', 'post'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_topic_valid" CHECK ("topic" in ('general', 'landlord', 'tenant', 'investor', 'early_access'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_valid" CHECK ("status" in ('new', 'in_progress', 'done', 'spam'));--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_status_valid" CHECK ("status" in ('waiting', 'invited'));--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_format_valid" CHECK ("format" in ('csv', 'ofx', 'camt053'));--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_status_valid" CHECK ("status" in ('unmatched', 'matched', 'ignored'));--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_valid" CHECK ("category" in ('premisesRunningCosts', 'repairsAndMaintenance', 'financialCosts', 'professionalFees', 'costOfServices', 'travelCosts', 'other', 'residentialFinancialCost'));--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_paid_by_valid" CHECK ("paid_by" in ('owner', 'agent'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_type_valid" CHECK ("type" in ('flat', 'house', 'studio', 'room', 'commercial'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_valid" CHECK ("status" in ('draft', 'available', 'under_offer', 'let', 'archived'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_jurisdiction_valid" CHECK ("jurisdiction" in ('england', 'wales', 'scotland'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rent_period_valid" CHECK ("rent_period" in ('month', 'week'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_furnished_valid" CHECK ("furnished" in ('furnished', 'part_furnished', 'unfurnished'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_epc_rating_valid" CHECK ("epc_rating" in ('A', 'B', 'C', 'D', 'E', 'F', 'G'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_council_tax_band_valid" CHECK ("council_tax_band" in ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'));--> statement-breakpoint
ALTER TABLE "property_enquiries" ADD CONSTRAINT "property_enquiries_status_valid" CHECK ("status" in ('new', 'contacted', 'viewing_booked', 'closed'));--> statement-breakpoint
ALTER TABLE "property_rollups" ADD CONSTRAINT "property_rollups_status_valid" CHECK ("status" in ('draft', 'available', 'under_offer', 'let', 'archived'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_category_valid" CHECK ("category" in ('maintenance', 'safety_alarm', 'billing', 'tenancy', 'account', 'technical', 'other'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_priority_valid" CHECK ("priority" in ('low', 'medium', 'high', 'urgent'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_status_valid" CHECK ("status" in ('open', 'in_progress', 'awaiting_reply', 'resolved', 'closed'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_location_valid" CHECK ("location" in ('kitchen', 'bathroom', 'bedroom', 'living_room', 'hallway', 'exterior', 'whole_property', 'other'));--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_kind_valid" CHECK ("kind" in ('message', 'status', 'priority', 'assignment', 'property'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind_valid" CHECK ("kind" in ('agreement', 'gas_safety', 'eicr', 'epc', 'inventory', 'deposit_certificate', 'other'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_outcome_valid" CHECK ("outcome" in ('satisfactory', 'unsatisfactory'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_valid" CHECK ("method" in ('bank_transfer', 'card', 'cash', 'standing_order', 'other'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("status" in ('pending', 'completed', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_status_valid" CHECK ("status" in ('draft', 'active', 'ended'));--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_statement_method_valid" CHECK ("statement_method" in ('hand', 'post', 'email', 'other'));--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_rent_frequency_valid" CHECK ("rent_frequency" in ('monthly', 'weekly'));--> statement-breakpoint
ALTER TABLE "rent_increase_notices" ADD CONSTRAINT "rent_increase_notices_status_valid" CHECK ("status" in ('draft', 'served', 'challenged', 'decided', 'applied', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "rent_increase_notices" ADD CONSTRAINT "rent_increase_notices_frequency_valid" CHECK ("frequency" in ('monthly', 'weekly'));--> statement-breakpoint
ALTER TABLE "rent_increase_notices" ADD CONSTRAINT "rent_increase_notices_service_method_valid" CHECK ("service_method" in ('hand', 'post', 'email', 'other'));--> statement-breakpoint
ALTER TABLE "tenancy_deposits" ADD CONSTRAINT "tenancy_deposits_holding_outcome_valid" CHECK ("holding_outcome" in ('applied_to_deposit', 'applied_to_rent', 'refunded', 'retained'));--> statement-breakpoint
ALTER TABLE "tenancy_deposits" ADD CONSTRAINT "tenancy_deposits_scheme_valid" CHECK ("scheme" in ('dps', 'tds', 'mydeposits', 'safedeposits_scotland', 'lps_scotland', 'mydeposits_scotland'));--> statement-breakpoint
ALTER TABLE "tenancy_deposits" ADD CONSTRAINT "tenancy_deposits_prescribed_info_method_valid" CHECK ("prescribed_info_method" in ('hand', 'post', 'email', 'other'));--> statement-breakpoint
ALTER TABLE "tenancy_deposits" ADD CONSTRAINT "tenancy_deposits_return_status_valid" CHECK ("return_status" in ('none', 'proposed', 'agreed', 'disputed', 'returned'));--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_given_by_valid" CHECK ("given_by" in ('tenant', 'landlord'));--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_method_valid" CHECK ("method" in ('hand', 'post', 'email', 'other'));--> statement-breakpoint
ALTER TABLE "tenancy_notices" ADD CONSTRAINT "tenancy_notices_status_valid" CHECK ("status" in ('given', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "tenancy_rents" ADD CONSTRAINT "tenancy_rents_frequency_valid" CHECK ("frequency" in ('monthly', 'weekly'));--> statement-breakpoint
ALTER TABLE "tenancy_rents" ADD CONSTRAINT "tenancy_rents_kind_valid" CHECK ("kind" in ('initial', 'section_13', 'tribunal', 'agreed'));--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_sender_valid" CHECK ("sender" in ('applicant', 'staff'));--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_status_valid" CHECK ("status" in ('proposed', 'booked', 'cancelled', 'attended', 'no_show'));--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_interest_valid" CHECK ("interest" in ('wants_to_apply', 'thinking', 'not_interested'));--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_trade_valid" CHECK ("trade" in ('plumber', 'electrician', 'gas_engineer', 'roofer', 'builder', 'locksmith', 'handyman', 'cleaner', 'pest_control', 'other'));--> statement-breakpoint
ALTER TABLE "works_order_files" ADD CONSTRAINT "works_order_files_kind_valid" CHECK ("kind" in ('photo', 'invoice'));--> statement-breakpoint
ALTER TABLE "works_orders" ADD CONSTRAINT "works_orders_status_valid" CHECK ("status" in ('awaiting_approval', 'sent', 'accepted', 'scheduled', 'done', 'declined', 'cancelled', 'rejected'));