/** Handlers of contractors, works orders and approval limits: the caller, the input, one service. */
import { currentUser } from "../../auth/session";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import { downloadHeaders } from "../../storage/download";
import { requestActor } from "../audit";
import type * as cr from "./contractor-routes";
import type * as r from "./routes";
import { loadOrder } from "./service-access";
import * as books from "./service-contractors";
import { approveInvoice } from "./service-invoice";
import { fileOfOrder } from "./service-link";
import * as orders from "./service-orders";
import * as limits from "./service-settings";

export const listContractors: Handler<typeof cr.listContractorsRoute> = async (c) => {
  const { propertyId } = c.req.valid("query");
  const db = dbOf(c);
  const user = currentUser(c);
  const items = propertyId
    ? await books.contractorsForHome(db, user, propertyId)
    : await books.listContractors(db, user);
  return c.json({ items }, 200);
};

export const createContractor: Handler<typeof cr.createContractorRoute> = async (c) =>
  c.json({ contractor: await books.createContractor(...acting(c), c.req.valid("json")) }, 201);

export const updateContractor: Handler<typeof cr.updateContractorRoute> = async (c) =>
  c.json(
    { contractor: await books.updateContractor(...acting(c), c.req.valid("param").id, c.req.valid("json")) },
    200,
  );

export const deleteContractor: Handler<typeof cr.deleteContractorRoute> = async (c) => {
  await books.deleteContractor(...acting(c), c.req.valid("param").id);
  return c.json({ ok: true as const }, 200);
};

export const listWorksOrders: Handler<typeof r.listWorksOrdersRoute> = async (c) =>
  c.json({ items: await orders.listOrders(dbOf(c), currentUser(c), c.req.valid("query")) }, 200);

export const getWorksOrder: Handler<typeof r.getWorksOrderRoute> = async (c) =>
  c.json({ order: await orders.getOrder(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);

export const listTicketWorksOrders: Handler<typeof r.listTicketWorksOrdersRoute> = async (c) =>
  c.json(await orders.ticketOrders(dbOf(c), currentUser(c), c.req.valid("param").id), 200);

export const createWorksOrder: Handler<typeof r.createWorksOrderRoute> = async (c) => {
  c.header("Cache-Control", "no-store");
  const [, user, actor] = acting(c);
  const input = c.req.valid("json");
  return c.json(await orders.raiseOrder(c.get("deps"), user, actor, c.req.valid("param").id, input), 201);
};

export const decideWorksOrder: Handler<typeof r.decideWorksOrderRoute> = async (c) => {
  const [, user, actor] = acting(c);
  const input = c.req.valid("json");
  return c.json(await orders.decideOrder(c.get("deps"), user, actor, c.req.valid("param").id, input), 200);
};

export const cancelWorksOrder: Handler<typeof r.cancelWorksOrderRoute> = async (c) => {
  const [, user, actor] = acting(c);
  return c.json(
    { order: await orders.cancelOrder(c.get("deps"), user, actor, c.req.valid("param").id) },
    200,
  );
};

export const reissueWorksOrderLink: Handler<typeof r.reissueWorksOrderLinkRoute> = async (c) => {
  const [, user, actor] = acting(c);
  return c.json(await orders.reissueLink(c.get("deps"), user, actor, c.req.valid("param").id), 200);
};

export const revokeWorksOrderLink: Handler<typeof r.revokeWorksOrderLinkRoute> = async (c) =>
  c.json({ order: await orders.revokeLink(...acting(c), c.req.valid("param").id) }, 200);

export const approveWorksInvoice: Handler<typeof r.approveWorksInvoiceRoute> = async (c) => {
  const { resolveTicket } = c.req.valid("json");
  const order = await approveInvoice(
    c.get("deps"),
    currentUser(c),
    requestActor(c),
    c.req.valid("param").id,
    resolveTicket,
  );
  return c.json({ order }, 200);
};

export const getWorksOrderFile: Handler<typeof r.getWorksOrderFileRoute> = async (c) => {
  const { id, fileId } = c.req.valid("param");
  const { order } = await loadOrder(dbOf(c), currentUser(c), id);
  const file = await fileOfOrder(c.get("deps"), order.id, fileId);
  return c.body(file.body, 200, {
    ...downloadHeaders(file.body, file.fileName),
    "Cache-Control": "private, no-store",
  }) as never;
};

export const getApprovalLimit: Handler<typeof cr.getApprovalLimitRoute> = async (c) =>
  c.json({ limit: await limits.getApprovalLimit(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);

export const setApprovalLimit: Handler<typeof cr.setApprovalLimitRoute> = async (c) => {
  const { approvalLimitPence } = c.req.valid("json");
  const limit = await limits.setApprovalLimit(...acting(c), c.req.valid("param").id, approvalLimitPence);
  return c.json({ limit }, 200);
};
