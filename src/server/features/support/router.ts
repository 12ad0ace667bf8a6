import { requireFeature, requireRole, requireUser } from "../../auth/session";
import { createRouter } from "../../context";
import { uploadBodyLimit } from "../../storage";
import { createTicketAttachmentRoute, getTicketAttachmentRoute } from "./attachment-routes";
import { listContactMessagesRoute, updateContactMessageRoute } from "./contact-message-routes";
import * as h from "./handlers";
import {
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

/**
 * Support tickets and the admin's contact messages.
 * Access is checked by path first (signed in; staff list for admins and agents; contact messages
 * behind the support feature), then by the services ticket by ticket.
 */
export function supportRoutes() {
  const app = createRouter();
  app.use("/support/*", requireUser);
  app.use("/support/staff", requireRole("admin", "agent"));
  app.use("/support/tickets/:id/attachments", (c, next) =>
    uploadBodyLimit(c.get("deps").config.uploadMaxBytes)(c, next),
  );
  app.use("/admin/contact-messages", requireFeature("support"));
  app.use("/admin/contact-messages/*", requireFeature("support"));
  return app
    .openapi(listTicketsRoute, h.listTicketsHandler)
    .openapi(getSupportSummaryRoute, h.getSupportSummaryHandler)
    .openapi(listSupportPropertiesRoute, h.listSupportPropertiesHandler)
    .openapi(listSupportStaffRoute, h.listSupportStaffHandler)
    .openapi(createTicketRoute, h.createTicketHandler)
    .openapi(getTicketRoute, h.getTicketHandler)
    .openapi(createTicketMessageRoute, h.createTicketMessageHandler)
    .openapi(updateTicketRoute, h.updateTicketHandler)
    .openapi(bulkAssignTicketsRoute, h.bulkAssignTicketsHandler)
    .openapi(createTicketAttachmentRoute, h.createTicketAttachmentHandler)
    .openapi(getTicketAttachmentRoute, h.getTicketAttachmentHandler)
    .openapi(listContactMessagesRoute, h.listContactMessagesHandler)
    .openapi(updateContactMessageRoute, h.updateContactMessageHandler);
}
