import type { ApiErrorBody } from "@shared/schemas/errors";
import createClient from "openapi-fetch";
import { ApiRequestError, reauthGranted } from "./api";
import type { paths } from "./api-schema.gen";

/**
 * Sends a request; when the server asks for the password again (403 reauth_required) and the
 * user gives it, sends a copy once more. A failed connection becomes a `network_error`.
 */
async function send(request: Request): Promise<Response> {
  const copy = request.clone();
  try {
    const res = await fetch(request);
    return (await reauthGranted(res)) ? await fetch(copy) : res;
  } catch {
    throw new ApiRequestError(
      0,
      "network_error",
      "We couldn't reach Keyhold. Check your connection and try again.",
    );
  }
}

/**
 * The typed API client: paths, parameters, bodies and answers come from the server's OpenAPI
 * document (src/web/lib/api-schema.gen.d.ts, made by `npm run api:types`), so a server change that
 * breaks a page fails `npm run typecheck`. Feature data layers call it through `data()`:
 *
 *   queryFn: () => data(api.GET("/api/tenancies/{id}", { params: { path: { id } } }))
 */
export const api = createClient<paths>({
  baseUrl: typeof location === "undefined" ? "http://localhost" : location.origin,
  credentials: "same-origin",
  headers: { Accept: "application/json" },
  fetch: send,
});

/** The body of a 2xx answer, or an ApiRequestError carrying the server's code, message and fields. */
export async function data<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<NonNullable<T>> {
  const { data: body, error, response } = await call;
  if (!response.ok) {
    const err = (error as ApiErrorBody | undefined)?.error;
    throw new ApiRequestError(
      response.status,
      err?.code ?? "http_error",
      err?.message ?? `Request failed (${response.status})`,
      err?.fields,
    );
  }
  return body as NonNullable<T>;
}
