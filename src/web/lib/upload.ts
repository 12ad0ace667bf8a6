import { ApiRequestError } from "./api";

type ErrorBody = { error?: { code: string; message: string; fields?: Record<string, string> } };

/**
 * POSTs a file (and form fields) with XMLHttpRequest, which unlike fetch reports upload progress.
 * Same-origin, so the session cookie goes along. Resolves with the JSON body's `key` (e.g. the
 * stored image); rejects with an ApiRequestError carrying the API's message and field errors.
 */
export function uploadFile<T>(options: {
  path: string;
  file: File;
  key: string;
  fields?: Record<string, string | undefined>;
  onProgress: (fraction: number) => void;
}): { promise: Promise<T>; abort: () => void } {
  const { path, file, key, fields = {}, onProgress } = options;
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (ErrorBody & Record<string, unknown>) | null;
      const value = body?.[key] as T | undefined;
      if (xhr.status >= 200 && xhr.status < 300 && value) {
        onProgress(1);
        resolve(value);
        return;
      }
      const fallback =
        xhr.status === 413 ? `${file.name} is too large.` : `Uploading ${file.name} failed (${xhr.status}).`;
      reject(
        new ApiRequestError(
          xhr.status,
          body?.error?.code ?? "upload_failed",
          body?.error?.message ?? fallback,
          body?.error?.fields,
        ),
      );
    };
    xhr.onerror = () =>
      reject(
        new ApiRequestError(
          0,
          "network_error",
          `We couldn't upload ${file.name}. Check your connection and try again.`,
        ),
      );
    xhr.onabort = () => reject(new ApiRequestError(0, "aborted", "Upload cancelled."));
    const form = new FormData();
    form.append("file", file, file.name);
    for (const [k, v] of Object.entries(fields)) if (v) form.append(k, v);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
