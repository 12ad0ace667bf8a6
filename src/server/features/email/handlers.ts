import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context";
import { requestActor } from "../audit";
import type { listEmailOutboxRoute, retryEmailRoute } from "./routes";
import { listOutbox, retryMessage } from "./service";

export const listEmailOutbox: RouteHandler<typeof listEmailOutboxRoute, AppEnv> = async (c) => {
  const { database, config, mailer } = c.get("deps");
  const page = await listOutbox(database.db, c.req.valid("query"));
  return c.json(
    {
      ...page,
      delivering: mailer.delivers,
      writesFiles: !config.smtpUrl && Boolean(config.mail.dir),
      maxAttempts: config.mail.maxAttempts,
    },
    200,
  );
};

export const retryEmail: RouteHandler<typeof retryEmailRoute, AppEnv> = async (c) => {
  const { database, mailer } = c.get("deps");
  const message = await retryMessage(database.db, requestActor(c), c.req.valid("param").id, mailer.delivers);
  mailer.wake();
  return c.json({ message }, 200);
};
