import type { ApiErrorBody } from "@shared/schemas/errors";
import { requestReauth } from "@web/auth/reauth";

/** An /api answer that was not 2xx, carrying the server's message and per-field errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The server wants the password again first (403 reauth_required): ask, then the caller retries. */
export async function reauthGranted(res: Response): Promise<boolean> {
  if (res.status !== 403) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => undefined)) as ApiErrorBody | undefined;
  return body?.error?.code === "reauth_required" && (await requestReauth());
}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const res = await send(path, init);
  if (await reauthGranted(res)) return answer<T>(await send(path, init));
  return answer<T>(res);
}

/**
 * Downloads a file the API serves (e.g. a CSV export) through the same checks as apiFetch,
 * re-authentication included, then hands it to the browser to save.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  let res = await send(path, { headers: { Accept: "*/*" } });
  if (await reauthGranted(res)) res = await send(path, { headers: { Accept: "*/*" } });
  if (!res.ok) await answer(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function send(path: string, init: RequestInit & { json?: unknown }): Promise<Response> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: "same-origin",
      ...rest,
      headers: {
        Accept: "application/json",
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiRequestError(
      0,
      "network_error",
      "We couldn't reach Keyhold. Check your connection and try again.",
    );
  }
  return res;
}

async function answer<T>(res: Response): Promise<T> {
  const body = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = (body as ApiErrorBody | undefined)?.error;
    throw new ApiRequestError(
      res.status,
      err?.code ?? "http_error",
      err?.message ?? `Request failed (${res.status})`,
      err?.fields,
    );
  }
  return body as T;
}
