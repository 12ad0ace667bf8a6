/** The bank reconciliation router: each route declaration chained with its handler. */
import { BANK_FILE_MAX_BYTES } from "@shared/schemas/bank";
import type { MiddlewareHandler } from "hono";
import { type AppEnv, createRouter } from "../../context";
import { uploadRateLimit } from "../../lib/upload-rate-limit";
import { uploadBodyLimit } from "../../storage";
import * as h from "./handlers";
import * as r from "./routes";

/** Statements are refused past 5 MB (or the server's upload limit, if lower) before parsing. */
const statementLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method === "POST"
    ? uploadBodyLimit(Math.min(BANK_FILE_MAX_BYTES, c.get("deps").config.uploadMaxBytes))(c, next)
    : next();

export function bankRoutes() {
  const app = createRouter();
  // Per-user upload limit first: a user over it is refused before the body is read.
  app.use("/money/bank/preview", uploadRateLimit, statementLimit);
  app.use("/money/bank/imports", uploadRateLimit, statementLimit);
  return app
    .openapi(r.previewStatementRoute, h.previewStatement)
    .openapi(r.importStatementRoute, h.importStatementHandler)
    .openapi(r.listImportsRoute, h.listImports)
    .openapi(r.listLinesRoute, h.listLines)
    .openapi(r.listTargetsRoute, h.listTargets)
    .openapi(r.confirmLinesRoute, h.confirm)
    .openapi(r.ignoreLinesRoute, h.ignoreLines)
    .openapi(r.undoLineRoute, h.undo);
}
