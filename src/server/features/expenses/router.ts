/** The expenses router: each route declaration chained with its handler. */
import { IMPORT_MAX_BYTES } from "@shared/schemas/expenses";
import { bodyLimit } from "hono/body-limit";
import { createRouter } from "../../context";
import { errorBody } from "../../lib/errors";
import { uploadRateLimit } from "../../lib/upload-rate-limit";
import { uploadBodyLimit } from "../../storage";
import * as h from "./handlers";
import * as r from "./routes";

export function expenseRoutes(options: { uploadMaxBytes: number }) {
  const receiptLimit = uploadBodyLimit(options.uploadMaxBytes);
  const importLimit = bodyLimit({
    maxSize: IMPORT_MAX_BYTES + 64 * 1024,
    onError: (c) =>
      c.json(errorBody("payload_too_large", "The file is too large. The limit is 1 MB per import."), 413),
  });
  const app = createRouter();
  // Bodies are refused by size before anything reads them.
  app.use("/money/expenses/:id/receipt", (c, next) =>
    c.req.method === "POST" ? receiptLimit(c, next) : next(),
  );
  // Per-user upload limit first: a user over it is refused before the body is read.
  app.use("/money/expenses/import/*", uploadRateLimit, (c, next) =>
    c.req.method === "POST" ? importLimit(c, next) : next(),
  );
  return app
    .openapi(r.listExpensesRoute, h.listExpenses)
    .openapi(r.createExpenseRoute, h.createExpense)
    .openapi(r.importTemplateRoute, h.importTemplate)
    .openapi(r.previewImportRoute, h.previewImport)
    .openapi(r.confirmImportRoute, h.confirmImport)
    .openapi(r.getExpenseRoute, h.getExpense)
    .openapi(r.updateExpenseRoute, h.updateExpense)
    .openapi(r.deleteExpenseRoute, h.deleteExpense)
    .openapi(r.uploadReceiptRoute, h.uploadReceipt)
    .openapi(r.deleteReceiptRoute, h.deleteReceipt)
    .openapi(r.getReceiptRoute, h.getReceipt);
}
