import type { AppDeps } from "../../context";
import { INVITATION_TTL_DAYS } from "../auth";

export type MailDeps = Pick<AppDeps, "mailer" | "config">;

/**
 * E-mails a co-owner the link to read their share of a home. The same message whether or not the
 * address has an account: the link's page lets a newcomer create a landlord account and an
 * account holder sign in, and only accepting with the link gives them access.
 */
export async function sendOwnerInvitation(
  { mailer, config }: MailDeps,
  inviterName: string,
  homeTitle: string,
  email: string,
  token: string,
) {
  const link = `${config.publicUrl}/co-owner-invitation?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await mailer.send({
    to: email,
    kind: "co_owner_invitation",
    subject: `${inviterName} added you as a co-owner of ${homeTitle} on ${config.site.appName}`,
    text: `Hello,\n\n${inviterName} recorded you as a co-owner of ${homeTitle} on ${config.site.appName}, so you can see your share of its rent, expenses and statements (read only).\nOpen this link within ${INVITATION_TTL_DAYS} days to accept: create your account with this e-mail address, or sign in if you already have one.\n\n${link}\n\nIf you were not expecting this, you can ignore this e-mail.\n`,
  });
}
