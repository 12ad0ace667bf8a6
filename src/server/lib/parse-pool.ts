/**
 * The worker-thread pool (piscina) that reads uploaded files off the event loop: bank statements
 * (CSV, OFX, CAMT.053) and expense CSVs. A hostile 5 MB file can keep a parser busy for seconds;
 * on the main thread that froze every other request (issue 34 item 2). Here it costs one worker:
 * - few threads (one on a 2-core machine, at most two), started on demand, gone when idle;
 * - a bounded queue: when it is full, or a job waited too long for a thread, 503 + Retry-After;
 * - a time limit per job from the moment it starts, after which its worker is terminated, and a
 *   heap limit per worker (resourceLimits): either is the file's fault, a 400 in plain words;
 * - jobs answer plain data (lib/parse-worker.ts): the value, or the refusal to throw as AppError.
 * Client faults (a malformed or hostile file, a busy pool) log at warn, never at error.
 */
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MessageChannel, type MessagePort } from "node:worker_threads";
import type { ErrorCode } from "@shared/errors";
import { AppError } from "@shared/errors";
import type { Context } from "hono";
import { Piscina } from "piscina";
import type { AppEnv } from "../context";
import { UnavailableError } from "./errors";
import type { Logger } from "./logger";

/** A job for the worker: which reader (a key of parse-worker.ts's table), the bytes, its options. */
export interface ParseJob {
  kind: string;
  bytes: Uint8Array;
  input?: unknown;
}

/** What the worker sends: with `started`, the port on which it says it has begun. */
export interface WorkerJob extends ParseJob {
  started: MessagePort;
}

/** The worker's answer: plain data, as an AppError does not cross the thread boundary intact. */
export type ParseOutcome =
  | { ok: true; value: unknown }
  | {
      ok: false;
      code: ErrorCode;
      message: string;
      fields?: Record<string, string>;
      /** The parser's own message, for the log (never sent to the client). */
      detail?: string;
    };

/** Where a refusal is logged: the app's logger and the request. */
export interface ParseLog {
  logger: Logger;
  requestId?: string;
  path?: string;
}

export const parseLogOf = (c: Context<AppEnv>): ParseLog => ({
  logger: c.get("deps").logger,
  requestId: c.get("requestId"),
  path: c.req.path,
});

export interface ParsePoolOptions {
  /** The worker module (its default export runs a job). */
  filename: string;
  threads: number;
  /** Jobs waiting for a thread beyond the running ones; one more is refused with 503. */
  queue: number;
  /** How long a job may wait for a thread before it is refused with 503. */
  queueTimeoutMs: number;
  /** How long a job may run; then its worker is terminated and the file refused. */
  runTimeoutMs: number;
  /** V8 heap (old generation) of each worker; a job that needs more is refused. */
  memoryMb: number;
}

const RETRY_AFTER_SEC = 5;
const busy = () =>
  new UnavailableError(
    "The server is busy reading other files. Please try again in a few seconds.",
    RETRY_AFTER_SEC,
    { logLevel: "warn" },
  );
const tooHard = (why: string) => {
  const message = `The file cannot be read: ${why}. Check it is a statement or CSV as your bank or spreadsheet saved it, or split it into smaller files.`;
  return new AppError("validation_error", message, { file: message });
};

export class ParsePool {
  private readonly pool: Piscina;
  /** Jobs running or waiting. Counted here: piscina's maxQueue does not count jobs with a signal. */
  private jobs = 0;

  constructor(private readonly options: ParsePoolOptions) {
    this.pool = new Piscina({
      filename: options.filename,
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: 30_000,
      // Jobs are synchronous: a worker needs no event loop of its own between them.
      atomics: "disabled",
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
  }

  /** Runs the job in a worker: its value, else the AppError it (or its limits) call for. */
  async run<T>(job: ParseJob, log?: ParseLog): Promise<T> {
    if (this.jobs >= this.options.threads + this.options.queue) {
      warn(log, "parse pool busy", job, `${this.jobs} files being read or waiting`);
      throw busy();
    }
    this.jobs++;
    try {
      return await this.runInWorker<T>(job, log);
    } finally {
      this.jobs--;
    }
  }

  private async runInWorker<T>(job: ParseJob, log?: ParseLog): Promise<T> {
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer = setTimeout(() => controller.abort("queue"), this.options.queueTimeoutMs);
    port1.once("message", () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort("time"), this.options.runTimeoutMs);
    });
    let outcome: ParseOutcome;
    try {
      const task: WorkerJob = { ...job, started: port2 };
      outcome = await this.pool.run(task, { signal: controller.signal, transferList: [port2] });
    } catch (err) {
      throw this.failure(err, controller.signal.reason, job, log);
    } finally {
      clearTimeout(timer);
      port1.close();
    }
    if (outcome.ok) return outcome.value as T;
    if (outcome.detail) warn(log, "unreadable upload", job, outcome.detail);
    throw new AppError(outcome.code, outcome.message, outcome.fields);
  }

  /** The refusal for a job the pool could not finish; anything unforeseen is rethrown (a 500). */
  private failure(err: unknown, reason: unknown, job: ParseJob, log?: ParseLog): unknown {
    const code = (err as { code?: string }).code;
    if (reason === "queue") {
      warn(log, "parse pool busy", job, `waited ${this.options.queueTimeoutMs / 1000} s for a thread`);
      return busy();
    }
    if (reason === "time") {
      const seconds = this.options.runTimeoutMs / 1000;
      warn(log, "unreadable upload", job, `parse job stopped after ${seconds} s`);
      return tooHard(`reading it took longer than ${seconds} seconds, which no statement needs`);
    }
    if (code === "ERR_WORKER_OUT_OF_MEMORY") {
      warn(log, "unreadable upload", job, "parse job ran out of memory");
      return tooHard("reading it needs more memory than any statement does");
    }
    return err;
  }

  close(): Promise<void> {
    return this.pool.close({ force: true });
  }
}

function warn(log: ParseLog | undefined, msg: string, job: ParseJob, detail: string) {
  log?.logger.warn(msg, {
    requestId: log.requestId,
    path: log.path,
    kind: job.kind,
    bytes: job.bytes.byteLength,
    detail,
  });
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The worker module: from the TypeScript sources (tests, `npm run serve`) parse-worker.ts through
 * tsx (parse-worker-tsx.mjs); from the built server (vite.server.config.ts) dist/server/parse-worker.js,
 * beside main.js or one folder above the chunk this code was bundled into.
 */
export function parseWorkerFile(): string {
  if (import.meta.url.endsWith(".ts")) return path.join(here, "parse-worker-tsx.mjs");
  for (const dir of [here, path.dirname(here)]) {
    const file = path.join(dir, "parse-worker.js");
    if (existsSync(file)) return file;
  }
  throw new Error(`parse-worker.js is missing beside ${here}: build the server with npm run build`);
}

/** Sized for a small machine: one thread on two cores, two at most; a 5 MB file reads in well under a second. */
export const PARSE_POOL_DEFAULTS: Omit<ParsePoolOptions, "filename"> = {
  threads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  queue: 8,
  queueTimeoutMs: 30_000,
  runTimeoutMs: 10_000,
  memoryMb: 256,
};

let shared: ParsePool | undefined;

/** The process's one pool, shared by every import (created on first use). */
export function parsePool(): ParsePool {
  shared ??= new ParsePool({ filename: parseWorkerFile(), ...PARSE_POOL_DEFAULTS });
  return shared;
}
