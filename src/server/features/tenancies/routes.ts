import { createRoute, z } from "@hono/zod-openapi";
import {
  ledgerSchema,
  paymentActionSchema,
  paymentListItemSchema,
  paymentListQuerySchema,
  paymentRecordSchema,
  paymentReportSchema,
  paymentSchema,
  paymentsExportQuerySchema,
  tenancyInputSchema,
  tenancyQuerySchema,
  tenancySchema,
  tenancyStatusChangeSchema,
} from "@shared/schemas/tenancies";
import type { Context } from "hono";
import { currentUser, requireFeature, requireRole, requireUser } from "../../auth/session";
import { type AppEnv, createRouter } from "../../context";
import { ApiError } from "../../lib/errors";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { audit } from "../audit/service";
import { INVITATION_TTL_DAYS } from "../auth/invitations";
import {
  activeConflict,
  actOnPayment,
  addPayment,
  changeStatus,
  createTenancy,
  getLedger,
  getPayment,
  getTenancy,
  isActiveTenancyConflict,
  ledgerCsv,
  listPayments,
  listTenancies,
  paymentsCsv,
  renewInvitation,
} from "./service";

const tags = ["tenancies"];
const idParam = z.object({ id: z.string().min(1).max(100) });
const tenancyResponse = z.object({ tenancy: tenancySchema });
const paymentResponse = z.object({ payment: paymentSchema, tenancy: tenancySchema });
const notFoundResponse = errorResponse("Not found, or not yours to see");
const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .min(8, "Use a key of at least 8 characters")
    .max(200)
    .optional()
    .openapi({ description: "A retry with the same key returns the first result and adds nothing" }),
});

const csvResponse = (description: string) => ({
  description,
  content: { "text/csv": { schema: z.string() } },
});

function csv(c: Context<AppEnv>, body: string, fileName: string) {
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "private, no-store",
  });
}

/** E-mails the sign-up link that makes its holder the tenancy's tenant. */
async function sendTenancyInvitation(c: Context<AppEnv>, email: string, token: string) {
  const { mailer, config } = c.get("deps");
  const user = currentUser(c);
  const link = `${config.publicUrl}/register?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}&role=tenant`;
  await mailer.send({
    to: email,
    kind: "tenancy_invitation",
    subject: `${user.name} invited you to your tenancy on ${config.site.appName}`,
    text: `Hello,\n\n${user.name} has set up your tenancy on ${config.site.appName}, where you can see the rent due, your balance and documents, report payments and request repairs.\nCreate your tenant account within ${INVITATION_TTL_DAYS} days with this link; it links you to the tenancy:\n\n${link}\n`,
  });
}

export function tenancyRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/tenancies",
      tags,
      middleware: [requireUser] as const,
      summary: "Tenancies the caller may read (landlord/agent: of their properties; tenant: own; admin: all)",
      request: { query: tenancyQuerySchema },
      responses: {
        200: jsonResponse(z.object({ items: z.array(tenancySchema) }), "Tenancies with their balances"),
        400: errorResponse("Bad query"),
        ...authErrors,
      },
    }),
    async (c) => {
      const items = await listTenancies(c.get("deps").database.db, currentUser(c), c.req.valid("query"));
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/tenancies",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary:
        "Create a draft tenancy on a property the caller manages, for a tenant account chosen by e-mail, or (invite: true) e-mail an invitation to someone without an account (landlord, agent, admin)",
      request: jsonBody(tenancyInputSchema),
      responses: {
        201: jsonResponse(tenancyResponse, "Created as a draft"),
        400: errorResponse("Invalid input, or no tenant account with that e-mail"),
        404: errorResponse("No such property, or not yours"),
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const input = c.req.valid("json");
      const { db } = c.get("deps").database;
      const { row, inviteToken } = await db.transaction(async (tx) => {
        const created = await createTenancy(tx, user, input);
        await audit(
          c,
          {
            action: "create",
            entity: "tenancy",
            entityId: created.row.id,
            details: {
              propertyId: created.row.propertyId,
              tenantId: created.row.tenantId,
              tenantEmail: input.tenantEmail,
              invited: Boolean(created.inviteToken),
            },
          },
          tx,
        );
        return created;
      });
      if (inviteToken) await sendTenancyInvitation(c, input.tenantEmail, inviteToken);
      return c.json({ tenancy: await getTenancy(db, user, row.id) }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/tenancies/{id}",
      tags,
      middleware: [requireUser] as const,
      summary: "One tenancy with its balance, arrears and next payment due",
      request: { params: idParam },
      responses: { 200: jsonResponse(tenancyResponse, "The tenancy"), 404: notFoundResponse, ...authErrors },
    }),
    async (c) =>
      c.json(
        { tenancy: await getTenancy(c.get("deps").database.db, currentUser(c), c.req.valid("param").id) },
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/tenancies/{id}/status",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary:
        "Activate a draft (the property becomes let) or end a tenancy (the property becomes available). Landlord, agent, admin.",
      request: { params: idParam, ...jsonBody(tenancyStatusChangeSchema) },
      responses: {
        200: jsonResponse(tenancyResponse, "Changed"),
        400: errorResponse("Invalid input"),
        404: notFoundResponse,
        409: errorResponse("Not allowed from this status, or the property already has an active tenancy"),
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const change = c.req.valid("json");
      const { db } = c.get("deps").database;
      try {
        await db.transaction(async (tx) => {
          const { before, after } = await changeStatus(tx, user, id, change);
          await audit(
            c,
            {
              action: change.status === "active" ? "activate" : "end",
              entity: "tenancy",
              entityId: id,
              details: {
                from: before.status,
                to: after.status,
                propertyId: after.propertyId,
                endDate: after.endDate,
              },
            },
            tx,
          );
        });
      } catch (err) {
        if (isActiveTenancyConflict(err)) throw activeConflict();
        throw err;
      }
      return c.json({ tenancy: await getTenancy(db, user, id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/tenancies/{id}/invitation",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary:
        "For a tenancy waiting on its invited tenant: link their tenant account if they have made one since, else e-mail a fresh invitation (landlord, agent, admin)",
      request: { params: idParam },
      responses: {
        200: jsonResponse(
          z.object({ tenancy: tenancySchema, outcome: z.enum(["linked", "invited"]) }),
          "Linked, or invited again",
        ),
        404: notFoundResponse,
        409: errorResponse("The tenant has joined already, or the e-mail is not a tenant's"),
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { db } = c.get("deps").database;
      const result = await db.transaction(async (tx) => {
        const r = await renewInvitation(tx, user, id);
        await audit(
          c,
          {
            action: r.linked ? "tenant_linked" : "invite_tenant",
            entity: "tenancy",
            entityId: id,
            details: r.linked ? { tenantId: r.tenantId, email: r.email } : { email: r.email },
          },
          tx,
        );
        return r;
      });
      if (!result.linked) await sendTenancyInvitation(c, result.email, result.token);
      return c.json(
        {
          tenancy: await getTenancy(db, user, id),
          outcome: result.linked ? ("linked" as const) : ("invited" as const),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/tenancies/{id}/ledger",
      tags,
      middleware: [requireUser] as const,
      summary: "Rent ledger: charges per period, completed payments, running balance, and every payment",
      request: { params: idParam },
      responses: { 200: jsonResponse(ledgerSchema, "The ledger"), 404: notFoundResponse, ...authErrors },
    }),
    async (c) =>
      c.json(await getLedger(c.get("deps").database.db, currentUser(c), c.req.valid("param").id), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/tenancies/{id}/ledger.csv",
      tags,
      middleware: [requireUser] as const,
      summary: "The rent ledger as CSV (whoever may read the tenancy)",
      request: { params: idParam },
      responses: { 200: csvResponse("CSV file"), 404: notFoundResponse, ...authErrors },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const ledger = await getLedger(c.get("deps").database.db, currentUser(c), id);
      return csv(c, ledgerCsv(ledger), `ledger-${id.slice(0, 8)}.csv`) as never;
    },
  );

  const paymentReply = async (
    c: Context<AppEnv>,
    tenancyId: string,
    paymentId: string,
    replayed: boolean,
  ) => {
    const { db } = c.get("deps").database;
    const body = {
      payment: await getPayment(db, paymentId),
      tenancy: await getTenancy(db, currentUser(c), tenancyId),
    };
    if (replayed) c.header("Idempotent-Replayed", "true");
    return body;
  };

  /** Adds the payment and its audit row in one transaction (a replay writes nothing), then answers. */
  const addPaymentAndReply = async (
    c: Context<AppEnv>,
    tenancyId: string,
    key: string | null,
    input: Parameters<typeof addPayment>[3],
    action: "payment_report" | "payment_record",
    details: (p: Awaited<ReturnType<typeof addPayment>>["payment"]) => Record<string, unknown>,
  ) => {
    const user = currentUser(c);
    const result = await c.get("deps").database.db.transaction(async (tx) => {
      const r = await addPayment(tx, user, tenancyId, input, key);
      if (!r.replayed) {
        await audit(
          c,
          {
            action,
            entity: "payment",
            entityId: r.payment.id,
            details: { tenancyId, ...details(r.payment) },
          },
          tx,
        );
      }
      return r;
    });
    return c.json(
      await paymentReply(c, tenancyId, result.payment.id, result.replayed),
      result.replayed ? 200 : 201,
    );
  };

  app.openapi(
    createRoute({
      method: "post",
      path: "/tenancies/{id}/payments/report",
      tags,
      middleware: [requireRole("tenant")] as const,
      summary: "The tenant reports a payment they made; it stays pending until staff confirm it",
      request: { params: idParam, headers: idempotencyHeaders, ...jsonBody(paymentReportSchema) },
      responses: {
        200: jsonResponse(paymentResponse, "Already reported under this Idempotency-Key"),
        201: jsonResponse(paymentResponse, "Reported (pending)"),
        400: errorResponse("Invalid input"),
        404: notFoundResponse,
        409: errorResponse("Tenancy not active, or the key was used for another payment"),
        ...authErrors,
      },
    }),
    async (c) =>
      addPaymentAndReply(
        c,
        c.req.valid("param").id,
        c.req.valid("header")["idempotency-key"] ?? null,
        { ...c.req.valid("json"), status: "pending" },
        "payment_report",
        (p) => ({
          amount: p.amount,
          reference: p.reference,
        }),
      ),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/tenancies/{id}/payments",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary:
        "Record a payment received (landlord, agent, admin). Send an Idempotency-Key: a retry returns the first payment and never counts twice.",
      request: { params: idParam, headers: idempotencyHeaders, ...jsonBody(paymentRecordSchema) },
      responses: {
        200: jsonResponse(paymentResponse, "Already recorded under this Idempotency-Key"),
        201: jsonResponse(paymentResponse, "Recorded"),
        400: errorResponse("Invalid input"),
        404: notFoundResponse,
        409: errorResponse("Tenancy not active, or the key was used for another payment"),
        ...authErrors,
      },
    }),
    async (c) =>
      addPaymentAndReply(
        c,
        c.req.valid("param").id,
        c.req.valid("header")["idempotency-key"] ?? null,
        c.req.valid("json"),
        "payment_record",
        (p) => ({
          amount: p.amount,
          status: p.status,
          method: p.method,
        }),
      ),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/payments/{id}/actions",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary: "Confirm or fail a pending payment, or refund a completed one (landlord, agent, admin)",
      request: { params: idParam, ...jsonBody(paymentActionSchema) },
      responses: {
        200: jsonResponse(paymentResponse, "Done"),
        400: errorResponse("Invalid input"),
        404: notFoundResponse,
        409: errorResponse("Not allowed from the payment's status"),
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const { after } = await c.get("deps").database.db.transaction(async (tx) => {
        const r = await actOnPayment(tx, user, id, body);
        await audit(
          c,
          {
            action: `payment_${body.action}`,
            entity: "payment",
            entityId: id,
            details: {
              tenancyId: r.after.tenancyId,
              from: r.before.status,
              to: r.after.status,
              amount: r.after.amount,
            },
          },
          tx,
        );
        return r;
      });
      return c.json(await paymentReply(c, after.tenancyId, id, false), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/payments",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary:
        "Payments on the caller's tenancies (landlord: own properties; agent: assigned; admin: all), pending first",
      request: { query: paymentListQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({ items: z.array(paymentListItemSchema), total: z.number().int() }),
          "A page of payments",
        ),
        400: errorResponse("Bad query"),
        ...authErrors,
      },
    }),
    async (c) =>
      c.json(await listPayments(c.get("deps").database.db, currentUser(c), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/payments/export.csv",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary: "Payments on the caller's tenancies paid between two dates (inclusive), as CSV",
      request: { query: paymentsExportQuerySchema },
      responses: { 200: csvResponse("CSV file"), 400: errorResponse("Bad dates"), ...authErrors },
    }),
    async (c) => {
      const { from, to } = c.req.valid("query");
      if (to < from) {
        throw new ApiError(400, "validation_error", "Invalid input. to: must not be before from", {
          to: "The end date must not be before the start date",
        });
      }
      const body = await paymentsCsv(c.get("deps").database.db, currentUser(c), from, to);
      return csv(c, body, `payments-${from}-to-${to}.csv`) as never;
    },
  );

  return app;
}
