import type { contactInputSchema } from "@shared/schemas/contact";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { contactMessages, waitlist } from "../../db/schema";

type ContactData = z.output<typeof contactInputSchema>;

/** Stores a contact message; an early-access request also joins the waitlist once per e-mail. */
export async function submitContact(
  db: Db,
  input: ContactData,
  meta: { ip: string; userAgent?: string },
): Promise<{ waitlisted: boolean }> {
  return db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      topic: input.topic,
      message: input.message,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    if (input.topic !== "early_access") return { waitlisted: false };
    // A repeat sign-up is not the visitor's error: keep the first entry and answer the same.
    await tx
      .insert(waitlist)
      .values({ name: input.name, email: input.email, phone: input.phone ?? null, message: input.message })
      .onConflictDoNothing({ target: waitlist.email });
    return { waitlisted: true };
  });
}
