/** The MTD router: each route declaration chained with its handler. */
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

export function mtdRoutes() {
  return createRouter()
    .openapi(r.mtdRoute, h.getMtd)
    .openapi(r.mtdCsvRoute, h.exportCsv)
    .openapi(r.mtdJsonRoute, h.exportJson)
    .openapi(r.mtdTransactionsRoute, h.exportTransactions);
}
