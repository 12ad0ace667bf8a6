import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";

export type MailDeps = Pick<AppDeps, "mailer" | "config"> & { db: Db };

export const AGENCY_INVITATION_TTL_DAYS = 14;

/** The invitation to join an agency: the same message whether or not the address has an account. */
export async function sendAgencyInvitation(
  { mailer, config }: MailDeps,
  inviterName: string,
  agencyName: string,
  email: string,
  token: string,
) {
  const link = `${config.publicUrl}/agency-invitation?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await mailer.send({
    to: email,
    kind: "agency_invitation",
    subject: `${inviterName} invited you to join ${agencyName} on ${config.site.appName}`,
    text: `Hello,\n\n${inviterName} invited you to join the letting agency ${agencyName} on ${config.site.appName}, where its agents manage their landlords' homes together.\nOpen this link within ${AGENCY_INVITATION_TTL_DAYS} days: create your agent account with this e-mail address, or sign in to your agent account, and accept the invitation.\n\n${link}\n\nIf you were not expecting this, you can ignore this e-mail.\n`,
  });
}

/** An agency's invitation to a landlord to engage it: the link carries the one-time token. */
export async function sendEngagementInvitation(
  { mailer, config }: MailDeps,
  agencyName: string,
  email: string,
  engagementId: string,
  token: string,
) {
  const link = `${config.publicUrl}/landlord/agents?engagement=${encodeURIComponent(engagementId)}&token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: email,
    kind: "agency_engagement",
    subject: `${agencyName} would like to manage your properties on ${config.site.appName}`,
    text: `Hello,\n\nThe letting agency ${agencyName} invited you to work with them on ${config.site.appName}. If you accept, you can choose them to manage any of your properties; nothing is shared with them until you do.\nOpen this link within ${AGENCY_INVITATION_TTL_DAYS} days and sign in to your landlord account (or create one with this e-mail address) to accept:\n\n${link}\n\nIf you were not expecting this, you can ignore this e-mail.\n`,
  });
}
