import { eq } from "drizzle-orm";
import { contractors, worksOrderFiles, worksOrders } from "../db/schema";
import { newLink } from "../features/works/service-access";
import type { TestUser } from "../test/harness";
import {
  type Actor,
  all,
  type CellInput,
  type Expected,
  managedRow,
  type RouteCase,
  staffOnly,
  tenancyRow,
} from "./authz-rows";
import { pngBlob } from "./world";

/**
 * Authorization-matrix rows of contractors and works orders (issue 18 item 2), spread into
 * authz-table.ts. Contractors are the caller's own book ("own": the caller's, "other": side B's
 * user of the same role); orders are written straight to the database on the side's home and
 * ticket, fresh for each cell. Approving an order and setting the approval limit are the home's
 * landlord's alone (an admin or agent who manages the home gets 403). The contractor's link needs
 * no session: every caller with the token gets the same answer; unknown, revoked, expired and
 * another order's links are 404 (works.test.ts).
 */

/** Only the home's landlord, though its staff see the row. */
const landlordOnly = (ok: number): Record<Actor, Expected> => ({
  ...managedRow(ok),
  admin: [403, 403],
  agent: [403, 404],
});

async function contractor(c: CellInput): Promise<string> {
  const role = c.actor === "agent" ? "agent" : "landlord";
  const owner: TestUser = c.row === "other" ? c.side[role] : (c.user ?? c.side.landlord);
  const [row] = await c.w.ctx.database.db
    .insert(contractors)
    .values({ ownerId: owner.id, name: "Matrix Plumbing", trade: "plumber", email: "matrix@plumb.example" })
    .returning({ id: contractors.id });
  return row!.id;
}

type Stage = "awaiting_approval" | "sent" | "accepted" | "done";

/** A fresh order on the side's home and ticket at a stage; its link token, and a file when asked. */
async function order(c: CellInput, status: Stage, withInvoice = false) {
  const { db } = c.w.ctx.database;
  const [book] = await db
    .insert(contractors)
    .values({
      ownerId: c.side.landlord.id,
      name: "Matrix Roofing",
      trade: "roofer",
      email: "matrix@roof.example",
    })
    .returning({ id: contractors.id });
  const link = newLink();
  const [row] = await db
    .insert(worksOrders)
    .values({
      ticketId: c.side.ticketId,
      propertyId: c.side.propertyId,
      contractorId: book!.id,
      createdBy: c.side.agent.id,
      description: "Matrix job",
      budgetPence: 30_000,
      status,
      approvalLimitPence: 25_000,
      ...(status === "awaiting_approval" ? {} : link.columns),
    })
    .returning({ id: worksOrders.id });
  const id = row!.id;
  let fileId = "";
  if (withInvoice) {
    const key = `works/${id}/matrix.pdf`;
    await c.w.ctx.deps.storage.put(key, Buffer.from("%PDF-1.4\n% matrix\n%%EOF\n"), "application/pdf");
    const [file] = await db
      .insert(worksOrderFiles)
      .values({
        orderId: id,
        kind: "invoice",
        storageKey: key,
        fileName: "invoice.pdf",
        contentType: "application/pdf",
        size: 24,
      })
      .returning({ id: worksOrderFiles.id });
    fileId = file!.id;
    await db
      .update(worksOrders)
      .set({ invoiceFileId: fileId, invoiceAmountPence: 12_000, invoiceSubmittedAt: new Date() })
      .where(eq(worksOrders.id, id));
  }
  return { id, token: link.token, fileId };
}

const one = (id: string) => `/api/works-orders/${id}`;
const contractorBody = {
  name: "Matrix Electrics",
  trade: "electrician",
  areas: ["SW1A"],
  email: "matrix@sparks.example",
  niceicNumber: "NIC123",
};

export const worksCases: Record<string, RouteCase> = {
  "GET /api/contractors": { expect: staffOnly(200), request: () => ({ path: "/api/contractors" }) },
  "POST /api/contractors": {
    expect: staffOnly(201),
    request: () => ({ path: "/api/contractors", json: contractorBody }),
  },
  "PUT /api/contractors/{id}": {
    expect: managedRow(200),
    note: "the caller's own book (admins: every book)",
    request: async (c) => ({ path: `/api/contractors/${await contractor(c)}`, json: contractorBody }),
  },
  "DELETE /api/contractors/{id}": {
    expect: managedRow(200),
    request: async (c) => ({ path: `/api/contractors/${await contractor(c)}` }),
  },
  "GET /api/works-orders": { expect: staffOnly(200), request: () => ({ path: "/api/works-orders" }) },
  "GET /api/works-orders/{id}": {
    expect: managedRow(200),
    request: async (c) => ({ path: one((await order(c, "sent")).id) }),
  },
  "GET /api/support/tickets/{id}/works-orders": {
    expect: tenancyRow(200),
    note: "the ticket's readers; its tenant gets the visits only",
    request: (c) => ({ path: `/api/support/tickets/${c.side.ticketId}/works-orders` }),
  },
  "POST /api/support/tickets/{id}/works-orders": {
    expect: managedRow(201),
    note: "a contractor of the caller's own book, on a fresh ticket of the side",
    request: async (c) => ({
      path: `/api/support/tickets/${c.permitted ? await c.w.fresh.ticket(c.side) : c.side.ticketId}/works-orders`,
      json: { contractorId: await contractor(c), description: "Matrix leak", budgetPence: 10_000 },
    }),
  },
  "POST /api/works-orders/{id}/approval": {
    expect: landlordOnly(200),
    note: "the home's landlord only",
    request: async (c) => ({
      path: `${one((await order(c, "awaiting_approval")).id)}/approval`,
      json: { decision: "approve" },
    }),
  },
  "POST /api/works-orders/{id}/cancel": {
    expect: managedRow(200),
    request: async (c) => ({ path: `${one((await order(c, "sent")).id)}/cancel` }),
  },
  "POST /api/works-orders/{id}/link": {
    expect: managedRow(200),
    request: async (c) => ({ path: `${one((await order(c, "sent")).id)}/link` }),
  },
  "DELETE /api/works-orders/{id}/link": {
    expect: managedRow(200),
    request: async (c) => ({ path: `${one((await order(c, "sent")).id)}/link` }),
  },
  "POST /api/works-orders/{id}/invoice/approval": {
    expect: managedRow(200),
    note: "becomes the home's expense; resolveTicket false leaves the side's ticket open",
    request: async (c) => ({
      path: `${one((await order(c, "done", true)).id)}/invoice/approval`,
      json: { resolveTicket: false },
    }),
  },
  "GET /api/works-orders/{id}/files/{fileId}": {
    expect: managedRow(200),
    request: async (c) => {
      const o = await order(c, "done", true);
      return { path: `${one(o.id)}/files/${o.fileId}` };
    },
  },
  "GET /api/works-settings/{id}": {
    expect: managedRow(200),
    request: (c) => ({ path: `/api/works-settings/${c.side.propertyId}` }),
  },
  "PUT /api/works-settings/{id}": {
    expect: landlordOnly(200),
    note: "the home's landlord only",
    request: (c) => ({
      path: `/api/works-settings/${c.side.propertyId}`,
      json: { approvalLimitPence: 25_000 },
    }),
  },
  "GET /api/works/{token}": {
    expect: all(200),
    note: "public by its secret link, bound to one order; unknown, revoked, expired: 404",
    request: async (c) => ({ path: `/api/works/${(await order(c, "sent")).token}` }),
  },
  "POST /api/works/{token}/response": {
    expect: all(200),
    request: async (c) => ({
      path: `/api/works/${(await order(c, "sent")).token}/response`,
      json: { action: "accept" },
    }),
  },
  "POST /api/works/{token}/appointment": {
    expect: all(200),
    request: async (c) => ({
      path: `/api/works/${(await order(c, "accepted")).token}/appointment`,
      json: { appointmentAt: new Date(Date.now() + 86_400_000).toISOString() },
    }),
  },
  "POST /api/works/{token}/done": {
    expect: all(200),
    request: async (c) => ({ path: `/api/works/${(await order(c, "accepted")).token}/done` }),
  },
  "POST /api/works/{token}/files": {
    expect: all(201),
    request: async (c) => ({
      path: `/api/works/${(await order(c, "accepted")).token}/files`,
      form: { file: await pngBlob(), kind: "photo" },
    }),
  },
  "GET /api/works/{token}/files/{fileId}": {
    expect: all(200),
    request: async (c) => {
      const o = await order(c, "done", true);
      return { path: `/api/works/${o.token}/files/${o.fileId}` };
    },
  },
};
