/**
 * Tenancy handlers: read the validated input, name the caller, call a service, answer. The data
 * work, transactions and audit entries are in the service*.ts files.
 */
import type { Context } from "hono";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { csvHeaders } from "../../lib/csv";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import { requestActor } from "../audit";
import { ledgerCsv, paymentsCsv } from "./csv";
import type { acceptTenancyInvitationRoute, listTenancyInvitationsRoute } from "./invitation-routes";
import type {
  actOnPaymentRoute,
  exportPaymentsRoute,
  listPaymentsRoute,
  recordTenancyPaymentRoute,
  reportTenancyPaymentRoute,
} from "./payment-routes";
import type {
  changeTenancyStatusRoute,
  createTenancyRoute,
  exportTenancyLedgerRoute,
  getTenancyLedgerRoute,
  getTenancyRoute,
  listTenanciesRoute,
  resendTenancyInvitationRoute,
} from "./routes";
import * as invitations from "./service-invitations";
import { getLedger } from "./service-ledger";
import * as payments from "./service-payments";
import * as tenancies from "./service-tenancies";

const mailDeps = (c: Context<AppEnv>) => {
  const { database, mailer, config } = c.get("deps");
  return { db: database.db, mailer, config };
};

// ---- Tenancies ---------------------------------------------------------------------------------

export const listTenancies: Handler<typeof listTenanciesRoute> = async (c) =>
  c.json({ items: await tenancies.listTenancies(dbOf(c), currentUser(c), c.req.valid("query")) }, 200);

export const createTenancy: Handler<typeof createTenancyRoute> = async (c) => {
  const tenancy = await tenancies.createTenancy(
    mailDeps(c),
    currentUser(c),
    requestActor(c),
    c.req.valid("json"),
  );
  return c.json({ tenancy }, 201);
};

export const getTenancy: Handler<typeof getTenancyRoute> = async (c) =>
  c.json({ tenancy: await tenancies.getTenancy(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);

export const changeTenancyStatus: Handler<typeof changeTenancyStatusRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const tenancy = await tenancies.changeStatus(...acting(c), id, c.req.valid("json"));
  return c.json({ tenancy }, 200);
};

export const resendTenancyInvitation: Handler<typeof resendTenancyInvitationRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const tenancy = await tenancies.renewInvitation(mailDeps(c), currentUser(c), requestActor(c), id);
  return c.json({ tenancy, outcome: "invited" as const }, 200);
};

export const getTenancyLedger: Handler<typeof getTenancyLedgerRoute> = async (c) =>
  c.json(await getLedger(dbOf(c), currentUser(c), c.req.valid("param").id), 200);

export const exportTenancyLedger: Handler<typeof exportTenancyLedgerRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const ledger = await getLedger(dbOf(c), currentUser(c), id);
  // "ledger-<first 8 characters of the id>.csv"
  return c.body(ledgerCsv(ledger), 200, csvHeaders("ledger", id.slice(0, 8))) as never;
};

// ---- Payments ----------------------------------------------------------------------------------

/** 201 with the new payment, or 200 and `Idempotent-Replayed: true` for a retry of the same key. */
function paymentAnswer(c: Context<AppEnv>, { payment, tenancy, replayed }: payments.PaymentReply) {
  if (replayed) c.header("Idempotent-Replayed", "true");
  return { body: { payment, tenancy }, status: replayed ? (200 as const) : (201 as const) };
}

export const reportTenancyPayment: Handler<typeof reportTenancyPaymentRoute> = async (c) => {
  const key = c.req.valid("header")["idempotency-key"] ?? null;
  const r = await payments.reportPayment(...acting(c), c.req.valid("param").id, c.req.valid("json"), key);
  const { body, status } = paymentAnswer(c, r);
  return c.json(body, status);
};

export const recordTenancyPayment: Handler<typeof recordTenancyPaymentRoute> = async (c) => {
  const key = c.req.valid("header")["idempotency-key"] ?? null;
  const r = await payments.recordPayment(...acting(c), c.req.valid("param").id, c.req.valid("json"), key);
  const { body, status } = paymentAnswer(c, r);
  return c.json(body, status);
};

export const actOnPayment: Handler<typeof actOnPaymentRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const { payment, tenancy } = await payments.actOnPayment(...acting(c), id, c.req.valid("json"));
  return c.json({ payment, tenancy }, 200);
};

export const listPayments: Handler<typeof listPaymentsRoute> = async (c) =>
  c.json(await payments.listPayments(dbOf(c), currentUser(c), c.req.valid("query")), 200);

export const exportPayments: Handler<typeof exportPaymentsRoute> = async (c) => {
  const { from, to } = c.req.valid("query");
  const body = await paymentsCsv(dbOf(c), currentUser(c), from, to);
  // "payments-<from>-to-<to>.csv"
  return c.body(body, 200, csvHeaders("payments", `${from}-to-${to}`)) as never;
};

// ---- The tenant's invitations ------------------------------------------------------------------

export const listTenancyInvitations: Handler<typeof listTenancyInvitationsRoute> = async (c) =>
  c.json(await invitations.pendingInvitations(dbOf(c), currentUser(c).id), 200);

export const acceptTenancyInvitation: Handler<typeof acceptTenancyInvitationRoute> = async (c) => {
  const items = await invitations.acceptInvitation(...acting(c), c.req.valid("json"));
  return c.json({ items }, 200);
};
