import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context";
import { anonymous, requestActor } from "../audit";
import type { submitContactRoute } from "./routes";
import { submitContact as submit } from "./service";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const submitContact: Handler<typeof submitContactRoute> = async (c) => {
  const { waitlisted } = await submit(
    c.get("deps").database.db,
    anonymous(requestActor(c)),
    c.req.valid("json"),
  );
  return c.json({ ok: true as const, waitlisted }, 201);
};
