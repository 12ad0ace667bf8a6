import { vi } from "vitest";

type Answer = { status?: number; body: unknown };
type UploadHandler = (form: FormData) => Answer | Promise<Answer>;

/**
 * Answers file uploads (src/web/lib/upload.ts sends them with XMLHttpRequest, for progress) by
 * "METHOD /api/path"; anything else is a 404. Returns the uploads made, with their form data.
 */
export function stubUploads(routes: Record<string, UploadHandler>) {
  const calls: { method: string; path: string; form: FormData }[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = "";
    status = 0;
    response: unknown = null;
    private method = "";
    private path = "";
    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      calls.push({ method: this.method, path: this.path, form });
      const handler = routes[`${this.method} ${this.path}`];
      void Promise.resolve(
        handler
          ? handler(form)
          : { status: 404, body: { error: { code: "not_found", message: "Not found" } } },
      ).then((out) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = out.status ?? 200;
        this.response = out.body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return calls;
}
