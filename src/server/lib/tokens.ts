/**
 * Private-link tokens: what is stored is only a token's SHA-256 (hex), never the token itself, so
 * a copy of the database opens no link. One definition for invitations, agency links, calendar
 * feeds and certificate links.
 */
import { createHash } from "node:crypto";

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
