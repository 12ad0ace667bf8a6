/** Handlers of bank reconciliation: validated input, the caller, one service call. */
import { currentUser } from "../../auth/session";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import { parseLogOf } from "../../lib/parse-pool";
import type * as r from "./routes";
import { confirmLines, undoLine } from "./service-confirm";
import { importStatement, listImports as loadImports, previewStatement as preview } from "./service-import";
import { ignoreLines as ignore, listLines as loadLines, listTargets as loadTargets } from "./service-lines";
import { parseMapping, readStatementUpload } from "./upload";

export const previewStatement: Handler<typeof r.previewStatementRoute> = async (c) => {
  const { file } = await readStatementUpload(c, c.get("deps").config.uploadMaxBytes);
  return c.json({ preview: await preview(file, parseLogOf(c)) }, 200);
};

export const importStatementHandler: Handler<typeof r.importStatementRoute> = async (c) => {
  const { file, mappingText } = await readStatementUpload(c, c.get("deps").config.uploadMaxBytes);
  const result = await importStatement(...acting(c), file, parseMapping(mappingText), parseLogOf(c));
  return c.json({ result }, 201);
};

export const listImports: Handler<typeof r.listImportsRoute> = async (c) =>
  c.json({ items: await loadImports(dbOf(c), currentUser(c)) }, 200);

export const listLines: Handler<typeof r.listLinesRoute> = async (c) =>
  c.json(await loadLines(dbOf(c), currentUser(c), c.req.valid("query")), 200);

export const listTargets: Handler<typeof r.listTargetsRoute> = async (c) =>
  c.json(await loadTargets(dbOf(c), currentUser(c)), 200);

export const confirm: Handler<typeof r.confirmLinesRoute> = async (c) =>
  c.json(await confirmLines(...acting(c), c.req.valid("json")), 200);

export const ignoreLines: Handler<typeof r.ignoreLinesRoute> = async (c) =>
  c.json(await ignore(...acting(c), c.req.valid("json")), 200);

export const undo: Handler<typeof r.undoLineRoute> = async (c) => {
  await undoLine(...acting(c), c.req.valid("param").lineId);
  return c.json({ ok: true as const }, 200);
};
