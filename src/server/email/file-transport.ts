import { randomUUID } from "node:crypto";
import { chmod, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../lib/logger";
import type { MailTransport } from "./transport";

type Composer = { sendMail(message: object): Promise<{ message: Buffer | string }> };

/**
 * Without SMTP_URL, each message becomes an RFC 5322 .eml file under `dir` (DATA_DIR/mail), so a
 * newcomer can open an invitation, a viewing link or a reset link in any mail program. nodemailer's
 * stream transport composes the message (the same composer SMTP delivery uses; loaded with the
 * first message). Names sort by time and are unique: `2026-12-07T19-03-12.345Z-<outbox id>.eml`.
 * The files carry sign-in links, so they are 0600 in a 0700 directory, and the log gets one line
 * per message with its path and subject only. Each instance writes to its own DATA_DIR.
 */
export function fileTransport(dir: string, logger: Logger): MailTransport {
  let composer: Promise<Composer> | undefined;
  let ready: Promise<unknown> | undefined;
  const compose = () =>
    (composer ??= import("nodemailer").then(
      ({ default: nodemailer }) =>
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }) as Composer,
    ));
  // Created (or tightened, when it was there already) once; again after a failure.
  const directory = () =>
    (ready ??= mkdir(dir, { recursive: true, mode: 0o700 })
      .then(() => chmod(dir, 0o700))
      .catch((err) => {
        ready = undefined;
        throw err;
      }));
  return {
    status: "written",
    async sendMail(message, meta) {
      const { message: raw } = await (await compose()).sendMail(message);
      await directory();
      const name = `${new Date().toISOString().replace(/:/g, "-")}-${meta?.id ?? randomUUID()}.eml`;
      const file = path.join(dir, name);
      // Written aside, then renamed: a reader (or a crash) never meets half a message.
      const partial = path.join(dir, `.${name}.part`);
      await writeFile(partial, raw, { mode: 0o600, flag: "wx" });
      await rename(partial, file);
      logger.info("email written to file", { path: file, subject: message.subject });
      return file;
    },
  };
}
