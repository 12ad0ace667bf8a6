/** The global search router. */
import { createRouter } from "../../context";
import { runSearch } from "./handlers";
import { searchRoute } from "./routes";

export function searchRoutes() {
  return createRouter().openapi(searchRoute, runSearch);
}
