import { AppError } from "@shared/errors";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorBody } from "../lib/errors";
import { hasNul, NUL_MESSAGE, stripNul } from "../lib/nul-guard";
import { type SniffedType, sniffContentType } from "./sniff";

export interface Upload {
  buffer: Buffer;
  contentType: SniffedType;
  name: string;
  /** Other text fields of the form. */
  fields: Record<string, string>;
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const tooLarge = (maxBytes: number) => `The file is too large. The limit is ${mb(maxBytes)} per file.`;

/** Refuses oversized request bodies with 413 before anything is parsed or stored. */
export function uploadBodyLimit(maxBytes: number) {
  return bodyLimit({
    // Multipart framing adds a little around the file itself.
    maxSize: maxBytes + 64 * 1024,
    onError: (c) => c.json(errorBody("payload_too_large", tooLarge(maxBytes)), 413),
  });
}

const acceptLabels = {
  image: "Please upload a JPEG, PNG or WebP image.",
  document: "Please upload a PDF, JPEG, PNG or WebP file.",
};

/** Reads the multipart field "file", checks its size and real type; throws AppError 400/413. */
export async function readUpload(
  c: Context,
  options: { maxBytes: number; accept: "image" | "document" },
): Promise<Upload> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new AppError("validation_error", 'Send the file as multipart/form-data in the field "file".', {
      file: "Please choose a file",
    });
  }
  const body = await c.req.parseBody();
  const file = body.file;
  if (!(file instanceof File)) {
    throw new AppError("validation_error", "Please choose a file to upload.", {
      file: "Please choose a file",
    });
  }
  if (file.size > options.maxBytes) {
    throw new AppError("payload_too_large", tooLarge(options.maxBytes), {
      file: tooLarge(options.maxBytes),
    });
  }
  if (file.size === 0) {
    throw new AppError("validation_error", "The file is empty.", { file: "The file is empty" });
  }
  const buffer = Buffer.from(await file.arrayBuffer());
  const sniffed = sniffContentType(buffer);
  const allowed =
    sniffed && (options.accept === "document" || sniffed !== "application/pdf") ? sniffed : null;
  if (!allowed) {
    const message = `${file.name || "This file"} is not a supported file type. ${acceptLabels[options.accept]}`;
    throw new AppError("unsupported_file_type", message, { file: acceptLabels[options.accept] });
  }
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") fields[k] = v;
  const nul = Object.keys(fields).filter((k) => hasNul(k) || hasNul(fields[k]!));
  if (nul.length) {
    throw new AppError(
      "validation_error",
      `Invalid input. ${NUL_MESSAGE}`,
      Object.fromEntries(nul.map((k) => [stripNul(k), NUL_MESSAGE])),
    );
  }
  // The name is stored as text: PostgreSQL can't hold NUL characters.
  return { buffer, contentType: allowed, name: stripNul(file.name).slice(0, 200), fields };
}

/** Public images never change under a key: cache for a year. */
export const imageCacheHeaders = {
  public: { "Cache-Control": "public, max-age=31536000, immutable" },
  private: { "Cache-Control": "private, max-age=3600" },
};
