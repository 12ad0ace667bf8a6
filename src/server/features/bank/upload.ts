import { AppError } from "@shared/errors";
/** Reading a statement upload: the multipart field "file" (any text format) and the CSV mapping. */
import { BANK_FILE_MAX_BYTES, type CsvMapping, csvMappingSchema } from "@shared/schemas/bank";
import type { Context } from "hono";
import { zodFields } from "../../lib/errors";
import { stripNul } from "../../lib/nul-guard";
import type { StatementFile } from "./service-import";

const limitMb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The statement file, or 400/413 naming the field. */
export async function readStatementUpload(
  c: Context,
  maxBytes: number,
): Promise<{ file: StatementFile; mappingText: string | null }> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new AppError("validation_error", 'Send the statement as multipart/form-data in the field "file".', {
      file: "Please choose a statement file",
    });
  }
  const body = await c.req.parseBody();
  const file = body.file;
  if (!(file instanceof File)) {
    throw new AppError("validation_error", "Please choose a statement file.", {
      file: "Please choose a file",
    });
  }
  const max = Math.min(maxBytes, BANK_FILE_MAX_BYTES);
  if (file.size > max) {
    const message = `The file is too large. The limit is ${limitMb(max)} per statement.`;
    throw new AppError("payload_too_large", message, { file: message });
  }
  if (file.size === 0)
    throw new AppError("validation_error", "The file is empty.", { file: "The file is empty" });
  const mapping = typeof body.mapping === "string" && body.mapping.trim() ? body.mapping : null;
  return {
    file: {
      buffer: Buffer.from(await file.arrayBuffer()),
      name: stripNul(file.name || "statement").slice(0, 200),
    },
    mappingText: mapping,
  };
}

/** The CSV column mapping sent as JSON text, checked field by field. */
export function parseMapping(text: string | null): CsvMapping | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError("validation_error", "The column mapping is not valid JSON.", {
      mapping: "Not valid JSON",
    });
  }
  const parsed = csvMappingSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(zodFields(parsed.error)).map(([k, v]) => [`mapping.${k}`, v]),
    );
    const summary = Object.entries(fields)
      .map(([k, v]) => `${k}: ${v}`)
      .join("; ");
    throw new AppError("validation_error", `Invalid column mapping. ${summary}`, fields);
  }
  return parsed.data;
}
