import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short-lived signed links to private documents. A link names the document, the user it was made
 * for and its expiry; the signature is an HMAC keyed from the app's auth secret, so links can't be
 * forged, reused after they expire, or used by another signed-in user.
 */
export const DOCUMENT_LINK_TTL_SECONDS = 300;

const keyFrom = (secret: string) => createHmac("sha256", secret).update("keyhold:document-links:v1").digest();

const sign = (secret: string, documentId: string, userId: string, exp: number) =>
  createHmac("sha256", keyFrom(secret)).update(`${documentId}.${userId}.${exp}`).digest("base64url");

export function documentLink(
  secret: string,
  documentId: string,
  userId: string,
  now = Date.now(),
  ttlSeconds = DOCUMENT_LINK_TTL_SECONDS,
) {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const sig = sign(secret, documentId, userId, exp);
  return {
    url: `/api/documents/${documentId}/file?exp=${exp}&sig=${sig}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

export type LinkCheck = "ok" | "expired" | "invalid";

export function checkDocumentLink(
  secret: string,
  documentId: string,
  userId: string,
  exp: number,
  sig: string,
  now = Date.now(),
): LinkCheck {
  const expected = Buffer.from(sign(secret, documentId, userId, exp));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return exp * 1000 < now ? "expired" : "ok";
}
