import type { contactInputSchema } from "@shared/schemas/contact";
import type { contactStatusSchema } from "@shared/schemas/support";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { contactMessages, waitlist } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";

type ContactData = z.output<typeof contactInputSchema>;

/**
 * Stores a contact message with the sender's address and user agent; an early-access request
 * also joins the waitlist once per e-mail. Bots fill the hidden `website` field: they get the
 * same answer, and nothing is stored.
 */
export async function submitContact(
  db: Db,
  from: Pick<Actor, "ip" | "userAgent">,
  input: ContactData,
): Promise<{ waitlisted: boolean }> {
  const waitlisted = input.topic === "early_access";
  if (input.website) return { waitlisted };
  return db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      topic: input.topic,
      message: input.message,
      ip: from.ip,
      userAgent: from.userAgent?.slice(0, 500) ?? null,
    });
    if (!waitlisted) return { waitlisted };
    // A repeat sign-up is not the visitor's error: keep the first entry and answer the same.
    await tx
      .insert(waitlist)
      .values({ name: input.name, email: input.email, phone: input.phone ?? null, message: input.message })
      .onConflictDoNothing({ target: waitlist.email });
    return { waitlisted };
  });
}

/**
 * Sets a contact message's status inside the caller's transaction, with an audit row naming the
 * change and the sender's address; the admins' inbox (support) calls it. Returns the updated row.
 */
export async function updateContactMessageStatus(
  tx: Db,
  actor: Actor,
  id: string,
  status: z.output<typeof contactStatusSchema>["status"],
) {
  const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
  if (!before) throw notFound("Message not found");
  const [after] = await tx
    .update(contactMessages)
    .set({ status })
    .where(eq(contactMessages.id, id))
    .returning();
  await audit(tx, actor, {
    action: "update",
    entity: "contact_message",
    entityId: id,
    details: { from: before.status, to: status, email: before.email },
  });
  return after!;
}

/** Marks an e-mail's waitlist entry invited (if it has one), inside the caller's transaction. */
export async function markWaitlistInvited(tx: Db, email: string) {
  await tx
    .update(waitlist)
    .set({ status: "invited", invitedAt: new Date() })
    .where(eq(waitlist.email, email));
}
