/** What every handler hands a service: the database, the caller and the audit actor. */
import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { currentUser } from "../auth/session";
import type { AppEnv } from "../context";
import { requestActor } from "../features/audit";

export type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const dbOf = (c: Context<AppEnv>) => c.get("deps").database.db;

/** `[db, user, actor]`, spread into a service call that changes data. */
export const acting = (c: Context<AppEnv>) => [dbOf(c), currentUser(c), requestActor(c)] as const;
