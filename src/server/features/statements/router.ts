/** The owner statements router, with the tenant's receipts and rent statements. */
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

export function statementRoutes() {
  return createRouter()
    .openapi(r.listStatementsRoute, h.listStatements)
    .openapi(r.statementOwnersRoute, h.statementOwners)
    .openapi(r.generateStatementRoute, h.generateStatement)
    .openapi(r.getStatementRoute, h.getStatement)
    .openapi(r.statementPdfRoute, h.statementPdf)
    .openapi(r.receiptPdfRoute, h.receiptPdf)
    .openapi(r.rentStatementPdfRoute, h.rentStatementPdf);
}
