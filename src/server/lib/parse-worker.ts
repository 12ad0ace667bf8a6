/**
 * The parse worker (lib/parse-pool.ts runs it in worker threads): each job kind is one reader of
 * uploaded files. It answers plain data: the reader's value, or its refusal (an AppError's
 * code, message and fields, plus the parser's own message for the log). Anything a reader did
 * not foresee on a hostile file (a stack overflow, a parser's own exception) is a 400 for that
 * file: the file is at fault, and the worker lives on. Built as its own entry of the server bundle.
 */

import { AppError } from "@shared/errors";
import { readStatementJob, type StatementJobInput } from "../features/bank";
import { readExpenseCsv } from "../features/expenses";
import { UnreadableFileError } from "./file-problems";
import type { ParseOutcome, WorkerJob } from "./parse-pool";

interface Reader {
  read(bytes: Uint8Array, input: unknown): unknown;
  /** The refusal for a file the reader fails on unexpectedly. */
  unreadable: string;
}

const readers: Record<string, Reader> = {
  "bank-statement": {
    read: (bytes, input) => readStatementJob(bytes, input as StatementJobInput),
    unreadable: "The statement cannot be read. Upload a CSV, OFX or CAMT.053 file as your bank saved it.",
  },
  "expense-csv": {
    read: (bytes) => readExpenseCsv(bytes),
    unreadable: "The file cannot be read as CSV. Save it from your spreadsheet as “CSV UTF-8” and try again.",
  },
};

export default function runParseJob(job: WorkerJob): ParseOutcome {
  job.started.postMessage("started");
  try {
    const reader = readers[job.kind];
    if (!reader) throw new Error(`no reader for parse jobs of kind "${job.kind}"`);
    try {
      return { ok: true, value: reader.read(job.bytes, job.input) };
    } catch (err) {
      if (err instanceof AppError) {
        const { code, message, fields } = err;
        const detail = err instanceof UnreadableFileError ? err.detail : undefined;
        return { ok: false, code, message, fields, detail };
      }
      const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      return {
        ok: false,
        code: "validation_error",
        message: reader.unreadable,
        fields: { file: reader.unreadable },
        detail: detail.slice(0, 300),
      };
    }
  } finally {
    job.started.close();
  }
}
