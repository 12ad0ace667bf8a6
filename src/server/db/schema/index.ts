/**
 * One owner per table (issue 35): each table is written (insert, update, delete) by one feature's
 * services only; other features call that feature's service, through its index.ts, inside their own
 * transaction. `npx tsx scripts/table-writers.ts` checks it (part of `npm run lint`). Reads are free.
 *
 * | Owner                    | Tables                                                                       |
 * | ------------------------ | ---------------------------------------------------------------------------- |
 * | agencies                 | agencies, agency_members, agency_invitations, agency_engagements             |
 * | analytics                | listing_views (payment_rollups, property_rollups: database triggers, 0008)   |
 * | audit                    | audit_log                                                                    |
 * | auth                     | invitations, password_reset_requests                                         |
 * | bank                     | bank_imports, bank_lines                                                     |
 * | blogs                    | blogs, blog_trusted_authors                                                  |
 * | compliance               | alarm_checks, right_to_rent_checks, service_records, property_licences,      |
 * |                          | calendar_feeds, compliance_settings                                          |
 * | contact                  | contact_messages, waitlist                                                   |
 * | documents                | documents                                                                    |
 * | expenses                 | expenses, expense_allocations                                                |
 * | notifications            | notifications                                                                |
 * | owners                   | property_owners, management_agreements                                       |
 * | properties               | properties, property_images, property_enquiries                              |
 * | statements               | owner_statements, owner_statement_properties                                 |
 * | support                  | support_tickets, ticket_messages, ticket_attachments                         |
 * | tenancies                | tenancies, tenancy_contacts, payments, tenancy_rents, rent_increase_notices, |
 * |                          | tenancy_deposits, deposit_deductions, tenancy_notices                        |
 * | users                    | users (better-auth creates the row at sign-up)                               |
 * | viewings                 | viewings, enquiry_messages                                                   |
 * | works                    | contractors, works_orders, works_order_files, works_settings                 |
 * | src/server/auth          | sessions, verifications (accounts: better-auth only)                         |
 * | src/server/email         | email_outbox                                                                 |
 * | src/server/jobs          | job_locks, reminder_sends                                                    |
 * | src/server/lib           | rate_counters                                                                |
 * | src/server/db            | instance_settings                                                            |
 */
export * from "./agencies";
export * from "./analytics";
export * from "./auth";
export * from "./blogs";
export * from "./cluster";
export * from "./compliance";
export * from "./contact";
export * from "./money";
export * from "./properties";
export * from "./rollups";
export * from "./support";
export * from "./tenancies";
export * from "./tenancy-law";
export * from "./viewings";
export * from "./works";
