/** Handlers of a certificate's private link: no session; the token is the key (service-certificate-link.ts). */
import { dbOf, type Handler } from "../../lib/handler-kit";
import { downloadHeaders } from "../../storage/download";
import type * as r from "./certificate-link-routes";
import * as link from "./service-certificate-link";

export const getCertificateLink: Handler<typeof r.getCertificateLinkRoute> = async (c) =>
  c.json({ certificate: await link.certificateByLink(dbOf(c), c.req.valid("param").token) }, 200);

export const getCertificateLinkFile: Handler<typeof r.getCertificateLinkFileRoute> = async (c) => {
  const { database, storage } = c.get("deps");
  const file = await link.openCertificateByLink({ db: database.db, storage }, c.req.valid("param").token);
  return c.body(file.body, 200, {
    ...downloadHeaders(file.body, file.fileName),
    "Cache-Control": "private, no-store",
  }) as never;
};
