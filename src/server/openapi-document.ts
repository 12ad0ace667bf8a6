import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ServerConfig } from "./config";
import { type AppEnv, createRouter } from "./context";

/** Anything with the /api routes on it (the chained router of app.ts). */
// biome-ignore lint/suspicious/noExplicitAny: any router of our env, whatever routes it has typed
type ApiRouter = OpenAPIHono<AppEnv, any, any>;

/** The session cookie better-auth sets (with the __Secure- prefix when cookies are Secure). */
const SESSION_COOKIE = "better-auth.session_token";

/** POST paths whose per-address limit answers 429 before the body is read (lib/pre-parse-limits.ts). */
const RATE_LIMITED = new Set([
  "/api/contact",
  "/api/auth/sign-up",
  "/api/auth/sign-in",
  "/api/auth/forgot-password",
]);

const errorRef = { $ref: "#/components/schemas/ApiError" };
const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: errorRef } },
});

interface Operation {
  operationId?: string;
  requestBody?: unknown;
  parameters?: unknown[];
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

/** The answers one operation shares with others, added where its declaration has none of its own. */
function addOperationAnswers(path: string, method: string, op: Operation) {
  const answers = op.responses;
  if (answers["401"]) op.security ??= [{ sessionCookie: [] }];
  if (op.requestBody || op.parameters?.length) answers["400"] ??= errorAnswer("Invalid input");
  if (op.requestBody) {
    answers["413"] ??= errorAnswer("Body larger than the route allows");
    answers["415"] ??= errorAnswer("Body is not of a type the route accepts");
  }
  if (method === "post" && RATE_LIMITED.has(path)) answers["429"] ??= errorAnswer("Too many requests");
  // Rate limits are counted in the database: when it cannot count, 503 with Retry-After.
  if (answers["429"]) answers["503"] ??= errorAnswer("Limits could not be checked; retry after Retry-After");
  answers["500"] ??= errorAnswer("Unexpected error");
}

/**
 * Adds what every route shares and the app's middleware decides, so no declaration repeats it:
 * the session-cookie security scheme on every operation that answers 401; 400 on every
 * operation with input (validation, bad JSON); 413 and 415 on every operation with a body
 * (lib/body-limit.ts, JSON or multipart only); 429 where a per-address limit applies, and 503 where
 * any limit does (lib/rate-counter-store.ts); 500 on all.
 */
function addSharedAnswers(doc: {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
}) {
  doc.components ??= {};
  doc.components.securitySchemes = {
    sessionCookie: {
      type: "apiKey",
      in: "cookie",
      name: SESSION_COOKIE,
      description:
        "The session cookie set by POST /api/auth/sign-in (named __Secure-better-auth.session_token when the " +
        "instance serves Secure cookies). Signed-in requests from a browser send it automatically.",
    },
  };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (op && typeof op === "object" && "responses" in op) addOperationAnswers(path, method, op);
    }
  }
  return doc;
}

const documents = new WeakMap<object, unknown>();

/**
 * The OpenAPI 3.1 document of every /api route (paths keep their /api prefix), built once per
 * router. The web app's typed client is generated from it (scripts/api-types.ts).
 */
export function openApiDocument(config: ServerConfig, api: ApiRouter): unknown {
  const known = documents.get(api);
  if (known) return known;
  const doc = createRouter()
    .route("/api", api)
    .getOpenAPI31Document({
      openapi: "3.1.0",
      info: {
        title: `${config.site.appName} API`,
        version: "1.0.0",
        description: "Every endpoint answers errors as { error: { code, message, fields? } }.",
      },
      servers: [{ url: new URL(config.publicUrl).origin, description: "This Keyhold instance" }],
    });
  const full = addSharedAnswers(doc as Parameters<typeof addSharedAnswers>[0]);
  documents.set(api, full);
  return full;
}
