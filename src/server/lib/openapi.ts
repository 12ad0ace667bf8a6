import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "@shared/schemas/errors";

/** Shorthands for route definitions: a JSON response, an error response, a JSON body. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
export const errorResponse = (description: string) => jsonResponse(apiErrorSchema, description);
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});
export const okSchema = z.object({ ok: z.literal(true) });

/** Standard errors of a signed-in endpoint. */
export const authErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Role or feature not permitted"),
};
