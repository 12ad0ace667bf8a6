import { createRoute, z } from "@hono/zod-openapi";
import {
  adminUserSchema,
  changeRoleSchema,
  inviteSchema,
  paged,
  userListQuerySchema,
  waitlistEntrySchema,
} from "@shared/schemas/admin";
import { desc, eq } from "drizzle-orm";
import { currentUser, requireFeature } from "../../auth/session";
import { createRouter } from "../../context";
import { waitlist } from "../../db/schema";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { audit } from "../audit/service";
import { createInvitation, INVITATION_TTL_DAYS } from "../auth/invitations";
import { changeRole, listUsers, setSuspended } from "./service";

const idParam = z.object({ id: z.string().min(1).max(100) });
const userResponse = z.object({ user: adminUserSchema });
const tags = ["users"];

export function userAdminRoutes() {
  const app = createRouter();
  app.use("/admin/users", requireFeature("users"));
  app.use("/admin/users/*", requireFeature("users"));
  app.use("/admin/waitlist", requireFeature("users"));
  app.use("/admin/invitations", requireFeature("users"));

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/users",
      tags,
      summary: "Search and page through users",
      request: { query: userListQuerySchema },
      responses: {
        200: jsonResponse(paged(adminUserSchema), "A page of users"),
        400: errorResponse("Bad query"),
        ...authErrors,
      },
    }),
    async (c) => c.json(await listUsers(c.get("deps").database.db, c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/admin/users/{id}/role",
      tags,
      summary: "Change a user's role (the last active admin cannot be demoted)",
      request: { params: idParam, ...jsonBody(changeRoleSchema) },
      responses: {
        200: jsonResponse(userResponse, "Changed"),
        400: errorResponse("Invalid role"),
        404: errorResponse("No such user"),
        409: errorResponse("Would remove the last admin"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { role } = c.req.valid("json");
      const user = await c.get("deps").database.db.transaction(async (tx) => {
        const { before, after } = await changeRole(tx, id, role);
        if (before.role !== after.role) {
          await audit(
            c,
            {
              action: "role_change",
              entity: "user",
              entityId: id,
              details: { from: before.role, to: after.role, email: after.email },
            },
            tx,
          );
        }
        return after;
      });
      return c.json({ user }, 200);
    },
  );

  for (const [path, suspended] of [
    ["/admin/users/{id}/suspend", true],
    ["/admin/users/{id}/restore", false],
  ] as const) {
    app.openapi(
      createRoute({
        method: "post",
        path,
        tags,
        summary: suspended ? "Suspend a user and revoke all their sessions" : "Restore a suspended user",
        request: { params: idParam },
        responses: {
          200: jsonResponse(userResponse, "Done"),
          404: errorResponse("No such user"),
          409: errorResponse("Own account or last admin"),
          ...authErrors,
        },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const actor = currentUser(c);
        const user = await c.get("deps").database.db.transaction(async (tx) => {
          const row = await setSuspended(tx, id, suspended, actor.id);
          await audit(
            c,
            {
              action: suspended ? "suspend" : "restore",
              entity: "user",
              entityId: id,
              details: { email: row.email },
            },
            tx,
          );
          return row;
        });
        return c.json({ user }, 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/waitlist",
      tags,
      summary: "Early-access waitlist, newest first",
      responses: {
        200: jsonResponse(z.object({ items: z.array(waitlistEntrySchema) }), "Waitlist"),
        ...authErrors,
      },
    }),
    async (c) => {
      const rows = await c
        .get("deps")
        .database.db.select()
        .from(waitlist)
        .orderBy(desc(waitlist.createdAt))
        .limit(500);
      return c.json(
        {
          items: rows.map((r) => ({
            id: r.id,
            name: r.name,
            email: r.email,
            status: r.status,
            createdAt: r.createdAt.toISOString(),
            invitedAt: r.invitedAt?.toISOString() ?? null,
          })),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/invitations",
      tags,
      summary: "Invite someone to sign up (used when SIGNUP_MODE=invite); e-mails them a link",
      request: jsonBody(inviteSchema),
      responses: {
        201: jsonResponse(z.object({ email: z.string(), expiresAt: z.string() }), "Invitation sent"),
        400: errorResponse("Invalid input"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { email, role } = c.req.valid("json");
      const { database, mailer, config } = c.get("deps");
      const actor = currentUser(c);
      const { token, invitation } = await database.db.transaction(async (tx) => {
        const created = await createInvitation(tx, { email, role, invitedBy: actor.id });
        await tx
          .update(waitlist)
          .set({ status: "invited", invitedAt: new Date() })
          .where(eq(waitlist.email, email));
        await audit(
          c,
          {
            action: "invite",
            entity: "invitation",
            entityId: created.invitation.id,
            details: { email, role },
          },
          tx,
        );
        return created;
      });
      const link = `${config.publicUrl}/register?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
      await mailer.send({
        to: email,
        kind: "invitation",
        subject: `Your invitation to ${config.site.appName}`,
        text: `Hello,\n\n${actor.name} has invited you to join ${config.site.appName} as a ${role}.\nCreate your account within ${INVITATION_TTL_DAYS} days with this link:\n\n${link}\n`,
      });
      return c.json({ email, expiresAt: invitation.expiresAt.toISOString() }, 201);
    },
  );
  return app;
}
