import type { AppDeps } from "../../context";
import { INVITATION_TTL_DAYS } from "../auth";

/**
 * E-mails the invitation link. The same message whether or not the address has an account: the
 * link's page lets a newcomer create their tenant account and an account holder sign in, and
 * either way accepting it is what joins them to the tenancy.
 */
export async function sendTenancyInvitation(
  { mailer, config }: Pick<AppDeps, "mailer" | "config">,
  inviterName: string,
  email: string,
  token: string,
) {
  const link = `${config.publicUrl}/tenancy-invitation?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await mailer.send({
    to: email,
    kind: "tenancy_invitation",
    subject: `${inviterName} invited you to your tenancy on ${config.site.appName}`,
    text: `Hello,\n\n${inviterName} has set up your tenancy on ${config.site.appName}, where you can see the rent due, your balance and documents, report payments and request repairs.\nOpen this link within ${INVITATION_TTL_DAYS} days to accept the invitation: create your tenant account with this e-mail address, or sign in if you already have one. Nothing is shared with them until you accept.\n\n${link}\n\nIf you were not expecting this, you can ignore this e-mail.\n`,
  });
}
