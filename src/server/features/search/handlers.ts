/** Handler of the global search (data work in service.ts). */
import { currentUser } from "../../auth/session";
import { dbOf, type Handler } from "../../lib/handler-kit";
import type { searchRoute } from "./routes";
import { search } from "./service";

export const runSearch: Handler<typeof searchRoute> = async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await search(dbOf(c), currentUser(c), c.req.valid("query").q), 200);
};
