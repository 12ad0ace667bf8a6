/**
 * The API test files that run on both engines (issue 35). `npm test` runs every API test file on
 * PGlite; `.ci/run` runs the files listed here again on PostgreSQL (`npm run test:api:both`, with
 * DATABASE_URL). A file is listed when its outcome can depend on the engine:
 * - several connections: PGlite runs one statement at a time, so locks, leases, `skip locked`,
 *   unique-key races and idempotency only really race on PostgreSQL;
 * - LISTEN/NOTIFY, several instances, the start-up lock, lost connections (PostgreSQL only);
 * - migrations and backups (each engine has its own path);
 * - the driver: node-postgres and PGlite return raw SQL results differently (`count(*)` as a
 *   bigint string, numerics, dates), so services that aggregate in SQL run on both.
 * Everything else (validation, authorization rules over the same SQL, the HTTP edge, rendering,
 * pure rules) runs once, on PGlite. Each entry says why it is here.
 */
export const onBothEngines: Record<string, string> = {
  // Start-up, several instances, connections, migrations and backups.
  "src/server/bootstrap.test.ts": "start-up lock and migrations per engine",
  "src/server/lifecycle.test.ts": "real processes on the configured engine",
  "src/server/cluster.test.ts": "several instances on one PostgreSQL",
  "src/server/scale-out.test.ts": "three instances cold-starting on one PostgreSQL",
  "src/server/listing-views-shutdown.test.ts": "buffered writes flushed at shutdown, per engine",
  "src/server/db/backup.test.ts": "pg_dump versus PGlite dumps",
  "src/server/db/migrations.test.ts": "migrations on each engine",
  "src/server/db/migrate-rollups.test.ts": "a data migration on each engine",
  "src/server/db/migrate-deposits.test.ts": "a data migration on each engine",
  "src/server/db/migrate-status-checks.test.ts": "CHECK constraints added and enforced on each engine",
  "src/server/db/seed-once.test.ts": "the seed marker written once across instances",
  "src/server/features/health/readiness.test.ts": "readiness asks the configured engine",
  "src/server/jobs/pglite-maintenance.test.ts": "VACUUM on PGlite, nothing on PostgreSQL",
  "src/server/lib/db-unavailable.test.ts": "a connection lost while lent out (PostgreSQL)",
  "src/server/lib/cluster-bus.test.ts": "LISTEN/NOTIFY between instances",
  "src/server/features/notifications/cluster.test.ts": "notifications across instances",
  "src/server/features/notifications/stream-cap.test.ts": "stream slots shared across instances",
  "src/server/features/notifications/streams.test.ts": "live streams fed by the cluster bus",
  "src/server/features/properties/listings-cluster.test.ts": "listing caches invalidated across instances",
  // Leases, locks, races and idempotency.
  "src/server/lib/rate-limit.test.ts": "shared counters: upserts racing on one row",
  "src/server/email/outbox.test.ts": "outbox leases claimed by one worker",
  "src/server/features/auth/reset-requests.test.ts": "queued requests taken with skip locked",
  "src/server/features/auth/sessions.test.ts": "sessions ended on every device at once",
  "src/server/jobs/reminders.test.ts": "job lease and send-once records",
  "src/server/jobs/compliance-reminders.test.ts": "job lease and send-once records",
  "src/server/jobs/owner-statements.test.ts": "job lease and one statement per month",
  "src/server/features/tenancies/tenancies.test.ts": "payments: idempotency keys and row locks",
  "src/server/features/tenancies/deposits.test.ts": "deposit deadlines and locks on the tenancy",
  "src/server/features/tenancies/rent-increases.test.ts": "rent increases applied by the daily job",
  "src/server/features/bank/bank.test.ts": "matching in SQL, confirmation in one transaction",
  // Aggregates in SQL (driver types, date arithmetic, cursors).
  "src/server/features/analytics/rollups.test.ts": "rollup tables maintained in SQL",
  "src/server/features/analytics/market.test.ts": "medians and quartiles in SQL",
  "src/server/features/analytics/admin-analytics.test.ts": "aggregates in SQL",
  "src/server/features/analytics/portfolio-analytics.test.ts": "aggregates in SQL",
  "src/server/features/analytics/listing-views.test.ts": "view counters upserted in batches",
  "src/server/features/dashboards/dashboards.test.ts": "aggregates in SQL",
  "src/server/features/money-overview/overview.test.ts": "money sums in SQL",
  "src/server/features/mtd/mtd.test.ts": "quarterly sums in SQL",
  "src/server/features/statements/statements.test.ts": "statement sums in SQL",
  "src/server/features/owners/owners.test.ts": "shares and money per owner in SQL",
  "src/server/features/expenses/expenses.test.ts": "apportionment sums to the penny",
  "src/server/features/search/search.test.ts": "text search in SQL",
  "src/server/features/properties/listings.test.ts": "listing search in SQL",
  "src/server/features/properties/listings-paging.test.ts": "keyset cursors",
  "src/server/features/admin-payments/admin-payments.test.ts": "filters and totals in SQL",
  "src/server/features/tenancies/payments-list.test.ts": "filters and totals in SQL",
  "src/server/features/support/queues.test.ts": "SLA clocks computed in SQL",
};
