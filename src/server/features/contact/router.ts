import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

/** The per-address limit (FORM_RATE_LIMIT) is checked before the body is read: lib/pre-parse-limits.ts. */
export function contactRoutes() {
  return createRouter().openapi(r.submitContactRoute, h.submitContact);
}
