/**
 * The sessions table belongs to the sign-in (better-auth, auth.ts, writes it on sign-in, refresh
 * and sign-out). Anything else that ends or marks a session does it through these functions.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";

/** Ends one session by its id. */
export async function endSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends the session with this token (a sign-in that must not stand). */
export async function endSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** Ends every session of a user (suspension, an account created on the server). */
export async function endSessionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The password was entered again on this session at `at` (sensitive actions check it). */
export async function markReauthenticated(db: Db, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ authenticatedAt: at }).where(eq(sessions.id, id));
}
