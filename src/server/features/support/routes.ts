import { createRoute, z } from "@hono/zod-openapi";
import { paged } from "@shared/schemas/admin";
import {
  addMessageSchema,
  attachmentSchema,
  bulkAssignSchema,
  contactMessageQuerySchema,
  contactMessageSchema,
  contactStatusSchema,
  createTicketSchema,
  personSchema,
  propertyRefSchema,
  supportSummarySchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketMessageSchema,
  ticketSummarySchema,
  updateTicketSchema,
} from "@shared/schemas/support";
import { and, count, desc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { currentUser, requireFeature, requireRole, requireUser } from "../../auth/session";
import { type AppEnv, createRouter } from "../../context";
import type { Db } from "../../db/client";
import { contactMessages, ticketAttachments, ticketMessages } from "../../db/schema";
import { ApiError, notFound } from "../../lib/errors";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { processImageUpload, readUpload, uploadBodyLimit } from "../../storage";
import { audit } from "../audit/service";
import { notificationRoutes } from "../notifications/routes";
import {
  deliverNotifications,
  type OutgoingNotification,
  recordNotifications,
} from "../notifications/service";
import { getProperty, isTenantOf, type PropertyInfo, selectableProperties } from "./properties";
import {
  addMessage,
  attachmentFor,
  bulkAssign,
  createTicket,
  listTickets,
  loadTicket,
  staffList,
  supportSummary,
  ticketDetail,
  updateTicket,
} from "./service";

const tags = ["support"];
const idParam = z.object({ id: z.uuid("Unknown ticket") });
const detailResponse = jsonResponse(ticketDetailSchema, "The ticket with its thread");

/** Checks the property a new ticket is about against the caller's own properties. */
async function propertyForNewTicket(
  c: Context<AppEnv>,
  propertyId: string | null,
): Promise<PropertyInfo | null> {
  if (!propertyId) return null;
  const user = currentUser(c);
  const { db } = c.get("deps").database;
  const property = await getProperty(db, propertyId);
  const own =
    property &&
    (user.role === "admin" ||
      property.landlordId === user.id ||
      property.agentId === user.id ||
      (user.role === "tenant" && (await isTenantOf(db, user.id, property.id))));
  if (!own) {
    const message =
      user.role === "tenant"
        ? "Please choose the home of one of your tenancies."
        : "Please choose one of your properties.";
    throw new ApiError(400, "validation_error", message, { propertyId: message.replace(/\.$/, "") });
  }
  return property;
}

/** Runs a change in a transaction with its bell entries, then delivers them once committed. */
async function withNotifications<T extends { notes: OutgoingNotification[] }>(
  c: Context<AppEnv>,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const deps = c.get("deps");
  const result = await deps.database.db.transaction(async (tx) => {
    const r = await work(tx);
    await recordNotifications(tx, r.notes);
    return r;
  });
  await deliverNotifications(deps, result.notes);
  return result;
}

/** Support tickets, the admin's contact messages and (mounted here too) the notification bell. */
export function supportRoutes() {
  const app = createRouter();
  app.route("/", notificationRoutes());
  app.use("/support/*", requireUser);
  app.use("/support/staff", requireRole("admin", "agent"));
  app.use("/support/tickets/:id/attachments", (c, next) =>
    uploadBodyLimit(c.get("deps").config.uploadMaxBytes)(c, next),
  );
  app.use("/admin/contact-messages", requireFeature("support"));
  app.use("/admin/contact-messages/*", requireFeature("support"));

  app.openapi(
    createRoute({
      method: "get",
      path: "/support/tickets",
      tags,
      summary:
        "Tickets the caller may read (creator, property landlord/agent, assignee; admins all), filtered and paged",
      request: { query: ticketListQuerySchema },
      responses: {
        200: jsonResponse(paged(ticketSummarySchema), "A page of tickets"),
        400: errorResponse("Bad query"),
        ...authErrors,
      },
    }),
    async (c) =>
      c.json(await listTickets(c.get("deps").database.db, currentUser(c), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/support/summary",
      tags,
      summary: "Counts by status, overdue by priority (SLA), unassigned and the caller's open tickets",
      responses: { 200: jsonResponse(supportSummarySchema, "Summary"), ...authErrors },
    }),
    async (c) => c.json(await supportSummary(c.get("deps").database.db, currentUser(c)), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/support/properties",
      tags,
      summary:
        "Properties the caller may link to a new ticket (landlord: own, agent: assigned, tenant: homes of active tenancies, admin: all)",
      responses: {
        200: jsonResponse(z.object({ items: z.array(propertyRefSchema) }), "Properties"),
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const items = await selectableProperties(c.get("deps").database.db, user);
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/support/staff",
      tags,
      summary: "Administrators and agents who can be assigned tickets (admins and agents only)",
      responses: {
        200: jsonResponse(z.object({ items: z.array(personSchema) }), "Staff"),
        ...authErrors,
      },
    }),
    async (c) => c.json({ items: await staffList(c.get("deps").database.db) }, 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/support/tickets",
      tags,
      summary: "Raise a ticket or maintenance request (any signed-in user)",
      request: jsonBody(createTicketSchema),
      responses: {
        201: detailResponse,
        400: errorResponse("Invalid input, or a property that is not the caller's"),
        ...authErrors,
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const user = currentUser(c);
      const property = await propertyForNewTicket(c, input.propertyId);
      const { ticket } = await withNotifications(c, async (tx) => {
        const created = await createTicket(tx, user, input, property);
        await audit(
          c,
          {
            action: "create",
            entity: "ticket",
            entityId: created.ticket.id,
            details: {
              subject: created.ticket.subject,
              category: created.ticket.category,
              priority: created.ticket.priority,
              propertyId: created.ticket.propertyId,
            },
          },
          tx,
        );
        return created;
      });
      return c.json(await ticketDetail(c.get("deps").database.db, user, ticket.id), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/support/tickets/{id}",
      tags,
      summary:
        "One ticket with its thread (internal notes only for staff), attachments and what the caller may do",
      request: { params: idParam },
      responses: {
        200: detailResponse,
        404: errorResponse("No such ticket, or not yours to read"),
        ...authErrors,
      },
    }),
    async (c) =>
      c.json(await ticketDetail(c.get("deps").database.db, currentUser(c), c.req.valid("param").id), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/support/tickets/{id}/messages",
      tags,
      summary:
        "Reply (anyone who may read the ticket) or add an internal note (staff only); a staff reply moves an open ticket to in progress",
      request: { params: idParam, ...jsonBody(addMessageSchema) },
      responses: {
        201: jsonResponse(z.object({ message: ticketMessageSchema }), "Added"),
        400: errorResponse("Invalid input"),
        404: errorResponse("No such ticket"),
        409: errorResponse("The ticket is closed"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const user = currentUser(c);
      const { message } = await withNotifications(c, async (tx) => {
        const r = await addMessage(tx, user, id, input);
        await audit(
          c,
          {
            action: input.internal ? "internal_note" : "reply",
            entity: "ticket",
            entityId: id,
            details: { messageId: r.message.id, ...(r.statusChange ? { status: r.statusChange } : {}) },
          },
          tx,
        );
        return r;
      });
      return c.json(
        {
          message: {
            id: message.id,
            kind: "message" as const,
            author: { id: user.id, name: user.name, role: user.role },
            body: message.body,
            internal: message.internal,
            meta: {},
            createdAt: message.createdAt.toISOString(),
          },
        },
        201,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/support/tickets/{id}",
      tags,
      summary:
        "Change status, priority or assignee. Staff of the property, the assignee and admins: all; the creator: close and reopen only",
      request: { params: idParam, ...jsonBody(updateTicketSchema) },
      responses: {
        200: detailResponse,
        400: errorResponse("Invalid input or assignee"),
        403: errorResponse("Not allowed to make this change"),
        404: errorResponse("No such ticket"),
        409: errorResponse("Invalid status transition"),
        401: errorResponse("Not signed in"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const user = currentUser(c);
      await withNotifications(c, async (tx) => {
        const r = await updateTicket(tx, user, id, input);
        if (Object.keys(r.changes).length) {
          await audit(c, { action: "update", entity: "ticket", entityId: id, details: r.changes }, tx);
        }
        return r;
      });
      return c.json(await ticketDetail(c.get("deps").database.db, user, id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/support/tickets/bulk-assign",
      tags,
      summary:
        "Assign (or unassign, assigneeId null) many tickets at once; the caller must manage each of them",
      request: jsonBody(bulkAssignSchema),
      responses: {
        200: jsonResponse(z.object({ updated: z.number().int() }), "Assigned"),
        400: errorResponse("Invalid input or assignee"),
        404: errorResponse("A ticket the caller does not manage"),
        ...authErrors,
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const user = currentUser(c);
      const { changed } = await withNotifications(c, async (tx) => {
        const r = await bulkAssign(tx, user, input);
        for (const ch of r.changed) {
          await audit(
            c,
            {
              action: "assign",
              entity: "ticket",
              entityId: ch.ticket.id,
              details: { from: ch.from, to: input.assigneeId, bulk: true },
            },
            tx,
          );
        }
        return r;
      });
      return c.json({ updated: changed.length }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/support/tickets/{id}/attachments",
      tags,
      summary:
        "Attach a file (JPEG, PNG, WebP or PDF by content, size-limited) to a ticket the caller may read; optionally to one of their messages",
      request: {
        params: idParam,
        body: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: z.object({
                file: z.any().openapi({ type: "string", format: "binary" }),
                messageId: z.uuid("Unknown message").optional(),
              }),
            },
          },
        },
      },
      responses: {
        201: jsonResponse(z.object({ attachment: attachmentSchema }), "Stored"),
        400: errorResponse("No file, or not an accepted type"),
        404: errorResponse("No such ticket"),
        409: errorResponse("The ticket is closed or has too many files"),
        413: errorResponse("File too large"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const deps = c.get("deps");
      const { db } = deps.database;
      const user = currentUser(c);
      const { ticket } = await loadTicket(db, user, id);
      if (ticket.status === "closed") {
        throw new ApiError(409, "ticket_closed", "This ticket is closed. Reopen it to add files.");
      }
      const upload = await readUpload(c, { maxBytes: deps.config.uploadMaxBytes, accept: "document" });
      const messageId = upload.fields.messageId || null;
      if (messageId) {
        const [message] = await db
          .select({ authorId: ticketMessages.authorId })
          .from(ticketMessages)
          .where(and(eq(ticketMessages.id, messageId), eq(ticketMessages.ticketId, id)));
        if (!message || message.authorId !== user.id) {
          throw new ApiError(400, "validation_error", "Files can only be added to your own messages.", {
            messageId: "Unknown message",
          });
        }
      }
      const [existing] = await db
        .select({ n: count() })
        .from(ticketAttachments)
        .where(eq(ticketAttachments.ticketId, id));
      if ((existing?.n ?? 0) >= MAX_ATTACHMENTS_PER_TICKET) {
        throw new ApiError(
          409,
          "too_many_files",
          `A ticket can hold at most ${MAX_ATTACHMENTS_PER_TICKET} files.`,
        );
      }
      // Photos are re-encoded (WebP, at most 1600 px): smaller, and without EXIF or GPS data.
      let body = upload.buffer;
      let contentType: string = upload.contentType;
      let fileName = upload.name || "file";
      if (contentType !== "application/pdf") {
        const image = await processImageUpload(upload.buffer, [1600]);
        body = image.variants[0]!.body;
        contentType = "image/webp";
        fileName = `${fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "")}.webp`;
      }
      const attachmentId = crypto.randomUUID();
      const key = `tickets/${id}/${attachmentId}.${contentType === "application/pdf" ? "pdf" : "webp"}`;
      await deps.storage.put(key, body, contentType);
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(ticketAttachments)
            .values({
              id: attachmentId,
              ticketId: id,
              messageId,
              uploadedBy: user.id,
              storageKey: key,
              fileName,
              contentType,
              size: body.length,
            })
            .returning();
          await audit(
            c,
            {
              action: "attach",
              entity: "ticket",
              entityId: id,
              details: { attachmentId, fileName, contentType, size: body.length },
            },
            tx,
          );
          return inserted!;
        });
        return c.json({ attachment: toAttachment(row) }, 201);
      } catch (err) {
        await deps.storage.delete(key).catch(() => undefined);
        throw err;
      }
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/support/attachments/{id}",
      tags,
      summary:
        "Download an attachment: only for those who may read its ticket (and, on an internal note, staff)",
      request: { params: z.object({ id: z.uuid("Unknown file") }) },
      responses: {
        200: {
          description: "The file",
          content: {
            "image/webp": { schema: z.any().openapi({ type: "string", format: "binary" }) },
            "application/pdf": { schema: z.any().openapi({ type: "string", format: "binary" }) },
          },
        },
        404: errorResponse("No such file, or not yours to read"),
        ...authErrors,
      },
    }),
    async (c) => {
      const deps = c.get("deps");
      const { attachment } = await attachmentFor(deps.database.db, currentUser(c), c.req.valid("param").id);
      const file = await deps.storage.get(attachment.storageKey);
      if (!file) throw notFound("File not found");
      const disposition = attachment.contentType === "application/pdf" ? "attachment" : "inline";
      return c.body(new Uint8Array(file.body), 200, {
        "Content-Type": attachment.contentType,
        "Content-Length": String(file.body.length),
        "Content-Disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(attachment.fileName)}`,
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
      }) as never;
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/contact-messages",
      tags,
      summary: "Contact-form messages, newest first (feature support: admins)",
      request: { query: contactMessageQuerySchema },
      responses: {
        200: jsonResponse(paged(contactMessageSchema), "A page of messages"),
        400: errorResponse("Bad query"),
        ...authErrors,
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { db } = c.get("deps").database;
      const where = q.status ? eq(contactMessages.status, q.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(contactMessages).where(where),
      ]);
      return c.json(
        {
          items: rows.map((r) => toContactMessage(r)),
          total: total?.n ?? 0,
          page: q.page,
          pageSize: q.pageSize,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/admin/contact-messages/{id}",
      tags,
      summary: "Set a contact message's status (new, in_progress, done, spam)",
      request: { params: z.object({ id: z.uuid("Unknown message") }), ...jsonBody(contactStatusSchema) },
      responses: {
        200: jsonResponse(z.object({ message: contactMessageSchema }), "Updated"),
        400: errorResponse("Invalid status"),
        404: errorResponse("No such message"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { status } = c.req.valid("json");
      const row = await c.get("deps").database.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
          .for("update");
        if (!before) throw notFound("Message not found");
        const [after] = await tx
          .update(contactMessages)
          .set({ status })
          .where(and(eq(contactMessages.id, id)))
          .returning();
        await audit(
          c,
          {
            action: "update",
            entity: "contact_message",
            entityId: id,
            details: { from: before.status, to: status, email: before.email },
          },
          tx,
        );
        return after!;
      });
      return c.json({ message: toContactMessage(row) }, 200);
    },
  );

  return app;
}

const MAX_ATTACHMENTS_PER_TICKET = 30;

function toAttachment(a: typeof ticketAttachments.$inferSelect) {
  return {
    id: a.id,
    messageId: a.messageId,
    fileName: a.fileName,
    contentType: a.contentType,
    size: a.size,
    url: `/api/support/attachments/${a.id}`,
    uploadedBy: a.uploadedBy,
    createdAt: a.createdAt.toISOString(),
  };
}

function toContactMessage(r: typeof contactMessages.$inferSelect) {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    topic: r.topic,
    message: r.message,
    status: (contactMessageSchema.shape.status.safeParse(r.status).data ?? "new") as z.infer<
      typeof contactMessageSchema
    >["status"],
    createdAt: r.createdAt.toISOString(),
  };
}
