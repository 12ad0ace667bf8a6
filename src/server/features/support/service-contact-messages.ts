import {
  type ContactMessage,
  type contactMessageQuerySchema,
  contactMessageSchema,
  type contactStatusSchema,
} from "@shared/schemas/support";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countWhere, paginate } from "../../db/paginate";
import { contactMessages } from "../../db/schema";
import type { Actor } from "../audit";
import { updateContactMessageStatus } from "../contact";

/** The admins' inbox of contact-form messages. */

function toContactMessage(r: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    topic: r.topic,
    message: r.message,
    status: contactMessageSchema.shape.status.safeParse(r.status).data ?? "new",
    createdAt: r.createdAt.toISOString(),
  };
}

/** Contact messages, newest first, optionally of one status. */
export async function listContactMessages(db: Db, q: z.output<typeof contactMessageQuerySchema>) {
  const where = q.status ? eq(contactMessages.status, q.status) : undefined;
  return paginate(
    q,
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .$dynamic(),
    countWhere(db, contactMessages, where),
    toContactMessage,
  );
}

/** Sets a message's status, with an audit row naming the change and the sender's address. */
export async function setContactMessageStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: z.output<typeof contactStatusSchema>["status"],
) {
  const row = await db.transaction((tx) => updateContactMessageStatus(tx, actor, id, status));
  return { message: toContactMessage(row) };
}
