import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { readUpload } from "../../storage";
import { downloadHeaders } from "../../storage/download";
import { requestActor } from "../audit";
import type { createTicketAttachmentRoute, getTicketAttachmentRoute } from "./attachment-routes";
import type { listContactMessagesRoute, updateContactMessageRoute } from "./contact-message-routes";
import { addAttachment, assertCanAttach, attachmentFile } from "./service-attachments";
import { listContactMessages, setContactMessageStatus } from "./service-contact-messages";
import { raiseTicket } from "./service-create";
import { postMessage } from "./service-messages";
import { selectableProperties } from "./service-properties";
import { staffList } from "./service-staff";
import { listTickets, supportSummary, ticketDetail } from "./service-tickets";
import { bulkAssign, updateTicket } from "./service-workflow";
import type {
  bulkAssignTicketsRoute,
  createTicketMessageRoute,
  createTicketRoute,
  getSupportSummaryRoute,
  getTicketRoute,
  listSupportPropertiesRoute,
  listSupportStaffRoute,
  listTicketsRoute,
  updateTicketRoute,
} from "./ticket-routes";

/** Thin handlers: read the validated input and the caller, call a service, answer its result. */

const db = (c: Context<AppEnv>) => c.get("deps").database.db;

export const listTicketsHandler: RouteHandler<typeof listTicketsRoute, AppEnv> = async (c) =>
  c.json(await listTickets(db(c), currentUser(c), c.req.valid("query")), 200);

export const getSupportSummaryHandler: RouteHandler<typeof getSupportSummaryRoute, AppEnv> = async (c) =>
  c.json(await supportSummary(db(c), currentUser(c)), 200);

export const listSupportPropertiesHandler: RouteHandler<typeof listSupportPropertiesRoute, AppEnv> = async (
  c,
) => c.json({ items: await selectableProperties(db(c), currentUser(c)) }, 200);

export const listSupportStaffHandler: RouteHandler<typeof listSupportStaffRoute, AppEnv> = async (c) =>
  c.json({ items: await staffList(db(c), currentUser(c)) }, 200);

export const createTicketHandler: RouteHandler<typeof createTicketRoute, AppEnv> = async (c) =>
  c.json(await raiseTicket(c.get("deps"), requestActor(c), currentUser(c), c.req.valid("json")), 201);

export const getTicketHandler: RouteHandler<typeof getTicketRoute, AppEnv> = async (c) =>
  c.json(await ticketDetail(db(c), currentUser(c), c.req.valid("param").id), 200);

export const createTicketMessageHandler: RouteHandler<typeof createTicketMessageRoute, AppEnv> = async (
  c,
) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  return c.json(await postMessage(c.get("deps"), requestActor(c), currentUser(c), id, input), 201);
};

export const updateTicketHandler: RouteHandler<typeof updateTicketRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  return c.json(await updateTicket(c.get("deps"), requestActor(c), currentUser(c), id, input), 200);
};

export const bulkAssignTicketsHandler: RouteHandler<typeof bulkAssignTicketsRoute, AppEnv> = async (c) =>
  c.json(await bulkAssign(c.get("deps"), requestActor(c), currentUser(c), c.req.valid("json")), 200);

export const createTicketAttachmentHandler: RouteHandler<typeof createTicketAttachmentRoute, AppEnv> = async (
  c,
) => {
  const { id } = c.req.valid("param");
  const deps = c.get("deps");
  const user = currentUser(c);
  // The ticket is checked before the upload is read: a stranger learns nothing from its validation.
  await assertCanAttach(deps.database.db, user, id);
  const upload = await readUpload(c, { maxBytes: deps.config.uploadMaxBytes, accept: "document" });
  return c.json(await addAttachment(deps, requestActor(c), user, id, upload), 201);
};

export const getTicketAttachmentHandler: RouteHandler<typeof getTicketAttachmentRoute, AppEnv> = async (
  c,
) => {
  const file = await attachmentFile(c.get("deps"), currentUser(c), c.req.valid("param").id);
  return c.body(file.body, 200, {
    ...downloadHeaders(file.body, file.fileName),
    "Cache-Control": "private, max-age=3600",
  }) as never;
};

export const listContactMessagesHandler: RouteHandler<typeof listContactMessagesRoute, AppEnv> = async (c) =>
  c.json(await listContactMessages(db(c), c.req.valid("query")), 200);

export const updateContactMessageHandler: RouteHandler<typeof updateContactMessageRoute, AppEnv> = async (
  c,
) => {
  const { id } = c.req.valid("param");
  const { status } = c.req.valid("json");
  return c.json(await setContactMessageStatus(db(c), requestActor(c), id, status), 200);
};
