/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * a failover, the network), as opposed to a fault of the query or the data. Such a request is
 * answered 503 with Retry-After (app.ts onError): the client may try again, and nothing was
 * acknowledged, so nothing is lost.
 *
 * Drizzle wraps the driver's error (`DrizzleQueryError`, with the driver's error as `cause`), so
 * the whole cause chain is examined.
 */

/**
 * SQLSTATE codes of the server refusing or ending the session, from PostgreSQL's "Appendix A.
 * PostgreSQL Error Codes": class 08 (connection exception), 57P01 admin_shutdown (a fast or smart
 * shutdown ended the session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down), 53300 too_many_connections (a restart's reconnect storm).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** node-postgres's own messages for a lost or unobtainable connection (they carry no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client was closed/,
];

const MAX_DEPTH = 5;

export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || SOCKET_CODES.has(code)) return true;
    }
    if (DRIVER_MESSAGES.some((m) => m.test(current instanceof Error ? current.message : ""))) return true;
    current = current.cause;
  }
  return false;
}

/** What a client is told while the database is out of reach. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable while its database reconnects. Please try again in a moment.";
/** Seconds to wait before trying again: a restart usually takes a few. */
export const DATABASE_RETRY_AFTER_SEC = 5;
