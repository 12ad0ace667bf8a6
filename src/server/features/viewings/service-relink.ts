import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
/**
 * "Send a new link": staff end the applicant's private link (it may have leaked: forwarded, left in
 * a shared inbox) and e-mail them a new one. The link is signed with the enquiry's link version
 * (service-access.ts), so bumping the version ends every earlier link at once; the old one then
 * answers the same 404 as any ended link.
 */
import type { EnquiryThread } from "@shared/schemas/viewings";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { users } from "../../db/schema";

import { type Actor, audit } from "../audit";
import { bumpEnquiryLink } from "../properties";
import { applicantUrl, linkToken, managedEnquiry } from "./service-access";
import { getThread, linkSecret } from "./service-thread";

/**
 * Bumps the link version of an open enquiry the caller manages, writes the audit row and queues
 * the e-mail with the new link in one transaction (the applicant is never left with an ended link
 * and no mail), then wakes the outbox. A closed enquiry has no link to replace: 409.
 */
export async function sendNewLink(
  deps: Pick<AppDeps, "database" | "mailer" | "config">,
  user: Caller,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<EnquiryThread> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const { e, p } = await managedEnquiry(tx, user, id, true);
    if (e.status === "closed")
      throw new AppError(
        "invalid_transition",
        "This enquiry is closed. Reopen it to send the applicant a new link.",
      );
    const bumped = await bumpEnquiryLink(tx, e.id, now);
    const [author] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    await audit(tx, actor, {
      action: "link_reissue",
      entity: "property_enquiry",
      entityId: e.id,
      details: { propertyId: p.id, from: e.linkVersion, to: bumped.linkVersion },
    });
    const link = applicantUrl(deps.config.publicUrl, linkToken(linkSecret(deps), bumped));
    await deps.mailer.send(
      {
        to: e.email,
        kind: "enquiry_new_link",
        replyTo: author!.email,
        subject: `A new link for your enquiry about ${p.title}`,
        text: [
          `Hello ${e.name},`,
          "",
          `${author!.name} has sent you a new private link for your enquiry about ${p.title}, ${p.city}.`,
          "Links in earlier e-mails no longer work.",
          "",
          `Read the conversation, book or cancel a viewing and answer here, no account needed: ${link}`,
          "",
          "Keep this link to yourself: anyone who has it can act on your enquiry.",
        ].join("\n"),
      },
      tx,
    );
  });
  deps.mailer.wake();
  return getThread(db, user, id);
}
