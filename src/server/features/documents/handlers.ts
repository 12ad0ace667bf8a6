/** Document handlers: read the validated input, name the caller, call a service, answer. */
import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { readUpload } from "../../storage";
import { requestActor } from "../audit";
import type {
  deleteDocumentRoute,
  getDocumentFileRoute,
  getDocumentLinkRoute,
  listPropertyDocumentsRoute,
  listTenancyDocumentsRoute,
  uploadPropertyDocumentRoute,
  uploadTenancyDocumentRoute,
} from "./routes";
import * as documents from "./service";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/** The secret links are signed with: the auth secret better-auth was configured with. */
const linkSecret = (c: Context<AppEnv>) => (c.get("deps").auth.options as { secret: string }).secret;

/** What an upload needs: the database, the file store and a reader of the request's file. */
function uploadDeps(c: Context<AppEnv>) {
  const { database, storage, config } = c.get("deps");
  const read = () => readUpload(c, { maxBytes: config.uploadMaxBytes, accept: "document" });
  return { deps: { db: database.db, storage }, read };
}

export const listTenancyDocuments: Handler<typeof listTenancyDocumentsRoute> = async (c) => {
  const db = c.get("deps").database.db;
  return c.json({ items: await documents.listForTenancy(db, currentUser(c), c.req.valid("param").id) }, 200);
};

export const uploadTenancyDocument: Handler<typeof uploadTenancyDocumentRoute> = async (c) => {
  const { deps, read } = uploadDeps(c);
  const { id } = c.req.valid("param");
  const document = await documents.uploadTenancyDocument(deps, currentUser(c), requestActor(c), id, read);
  return c.json({ document }, 201);
};

export const listPropertyDocuments: Handler<typeof listPropertyDocumentsRoute> = async (c) => {
  const db = c.get("deps").database.db;
  return c.json({ items: await documents.listForProperty(db, currentUser(c), c.req.valid("param").id) }, 200);
};

export const uploadPropertyDocument: Handler<typeof uploadPropertyDocumentRoute> = async (c) => {
  const { deps, read } = uploadDeps(c);
  const { id } = c.req.valid("param");
  const document = await documents.uploadPropertyDocument(deps, currentUser(c), requestActor(c), id, read);
  return c.json({ document }, 201);
};

export const getDocumentLink: Handler<typeof getDocumentLinkRoute> = async (c) => {
  const db = c.get("deps").database.db;
  const link = await documents.linkFor(db, currentUser(c), c.req.valid("param").id, linkSecret(c));
  c.header("Cache-Control", "private, no-store");
  return c.json(link, 200);
};

export const getDocumentFile: Handler<typeof getDocumentFileRoute> = async (c) => {
  const { database, storage } = c.get("deps");
  const { exp, sig } = c.req.valid("query");
  const { doc, file } = await documents.openDocumentFile(
    { db: database.db, storage },
    currentUser(c),
    c.req.valid("param").id,
    { secret: linkSecret(c), exp, sig },
  );
  const safeName = doc.fileName.replace(/[^A-Za-z0-9._ -]/g, "_");
  return c.body(new Uint8Array(file.body), 200, {
    "Content-Type": doc.contentType,
    "Content-Disposition": `inline; filename="${safeName}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  }) as never;
};

export const deleteDocument: Handler<typeof deleteDocumentRoute> = async (c) => {
  const { database, storage } = c.get("deps");
  const { id } = c.req.valid("param");
  await documents.deleteDocument({ db: database.db, storage }, currentUser(c), requestActor(c), id);
  return c.json({ ok: true as const }, 200);
};
