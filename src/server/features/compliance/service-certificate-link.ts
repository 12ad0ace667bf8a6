/**
 * A certificate e-mailed to a tenant who has not joined Keyhold (issue 42 item 3): the e-mail
 * carries a private link, `/certificate/<token>`, made when the document is served. Only the
 * token's SHA-256 is kept on the record of service, with its expiry. The link opens that one
 * document and nothing else; the tenant's first download of the file through it is recorded as
 * their acknowledgement, as a member's first opening in their portal is. An unknown, malformed or
 * expired token, or a record since removed, answers the same 404.
 */
import { randomBytes } from "node:crypto";
import { londonDate, longDate } from "@shared/dates";
import { CERTIFICATE_LINK_DAYS, type CertificateLink } from "@shared/schemas/compliance-records";
import { documentKindLabels } from "@shared/schemas/tenancies";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { documents, serviceRecords } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { hashToken as hashOf } from "../../lib/tokens";
import type { Storage } from "../../storage";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const gone = () => notFound("This link is not valid. Ask whoever sent it for a new one.");

/** A new private link: the token (e-mailed once, never stored) and the columns to store. */
export function newCertificateLink(now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    columns: {
      linkTokenHash: hashOf(token),
      linkExpiresAt: new Date(now.getTime() + CERTIFICATE_LINK_DAYS * 86_400_000),
    },
  };
}

export const certificateLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/certificate/${token}`;

/** The record of service and its document behind a live token, else 404 (all alike). */
async function servedByToken(db: Db, token: string, now = new Date()) {
  if (!TOKEN_SHAPE.test(token)) throw gone();
  const [row] = await db
    .select({ s: serviceRecords, d: documents })
    .from(serviceRecords)
    .innerJoin(documents, eq(documents.id, serviceRecords.documentId))
    .where(eq(serviceRecords.linkTokenHash, hashOf(token)));
  if (!row?.s.linkExpiresAt || row.s.linkExpiresAt <= now) throw gone();
  return row;
}

/** What the link shows: the document's kind, title and dates, and until when the link works. */
export async function certificateByLink(db: Db, token: string): Promise<CertificateLink> {
  const { s, d } = await servedByToken(db, token);
  return {
    kindLabel: documentKindLabels[d.kind] ?? "Document",
    title: d.title,
    issuedOn: d.issuedOn,
    expiresOn: d.expiresOn,
    linkExpiresAt: s.linkExpiresAt!.toISOString(),
  };
}

/** The file behind the link; the first download acknowledges the service (never again after). */
export async function openCertificateByLink(deps: { db: Db; storage: Storage }, token: string) {
  const { s, d } = await servedByToken(deps.db, token);
  const file = await deps.storage.get(d.storageKey);
  if (!file) throw notFound("The file is missing. Ask whoever sent the link for a new copy.");
  await deps.db
    .update(serviceRecords)
    .set({ acknowledgedAt: new Date() })
    .where(and(eq(serviceRecords.id, s.id), isNull(serviceRecords.acknowledgedAt)));
  return { body: new Uint8Array(file.body), fileName: d.fileName };
}

export interface ServedMail {
  to: string;
  /** The member's name; null for a tenant who has not joined. */
  name: string | null;
  title: string;
  kind: keyof typeof documentKindLabels;
  home: string;
  /** The private link's token, for a tenant who has not joined; null for a member. */
  token: string | null;
  linkExpiresAt: Date | null;
}

/** The e-mail of a served document: a member is sent to their portal, anyone else to the link. */
export async function sendServedMail(
  deps: Pick<AppDeps, "mailer" | "config">,
  senderName: string,
  mail: ServedMail,
): Promise<void> {
  const { publicUrl, site } = deps.config;
  const kindLabel = documentKindLabels[mail.kind] ?? "document";
  const given = `${senderName} has given you "${mail.title}" (${kindLabel.toLowerCase()}) for your home, ${mail.home}, through ${site.appName}.`;
  const body = mail.token
    ? `Open it with this private link (no account needed; it works until ${longDate(londonDate(mail.linkExpiresAt!))}):\n\n${certificateLinkUrl(publicUrl, mail.token)}\n\nOpening it lets them know you have received it. The link is yours: anyone who has it can open the document, so please do not forward this e-mail.\n`
    : `Open it in your tenant portal, under "Your home's safety certificates":\n\n${publicUrl}/tenant#certificates\n\nOpening it there lets them know you have received it.\n`;
  await deps.mailer.send({
    to: mail.to,
    kind: "document_served",
    subject: `${kindLabel} for ${mail.home}`,
    text: `Hello${mail.name ? ` ${mail.name}` : ""},\n\n${given}\n${body}`,
  });
}
