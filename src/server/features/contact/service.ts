import type { contactInputSchema } from "@shared/schemas/contact";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { contactMessages, waitlist } from "../../db/schema";
import type { Actor } from "../audit";

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
