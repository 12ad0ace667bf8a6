import { type SniffedType, sniffContentType } from "./sniff";

const extensions: Record<SniffedType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/**
 * A file name that is safe to hand to a browser: the uploader's name without its extension,
 * kept to letters, digits and a few marks, ending in the extension of the type the bytes really
 * are. "invoice.html" holding a PDF becomes "invoice.pdf".
 */
export function safeFileName(name: string, type: SniffedType | null): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[A-Za-z0-9]{1,8}$/, "")
    .replace(/[^\p{L}\p{N}._ -]+/gu, "_")
    .replace(/^[.\s_-]+/, "")
    .trim()
    .slice(0, 100);
  return `${base || "file"}.${type ? extensions[type] : "bin"}`;
}

/**
 * Headers for downloading a stored file: the type is decided again from its first bytes, the name
 * from that type, always `attachment` and `nosniff`, so no upload is ever rendered as a page.
 */
export function downloadHeaders(body: Uint8Array, storedName: string): Record<string, string> {
  const type = sniffContentType(body);
  const name = safeFileName(storedName, type);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return {
    "Content-Type": type ?? "application/octet-stream",
    "Content-Length": String(body.length),
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "X-Content-Type-Options": "nosniff",
  };
}
