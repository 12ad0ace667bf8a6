import path from "node:path";
import { AppError } from "@shared/errors";
import { afterEach, describe, expect, it } from "vitest";
import { UnavailableError } from "./errors";
import { createLogger } from "./logger";
import { PARSE_POOL_DEFAULTS, ParsePool, type ParsePoolOptions } from "./parse-pool";

/**
 * The limits of the parse pool (issue 34 item 2), with a stand-in worker whose jobs finish, spin,
 * eat memory or fail: a job past its time or memory is stopped (its worker terminated) and refused
 * as the file's fault (400, logged at warn); a full queue, or a long wait for a thread, is a 503
 * with Retry-After; the pool carries on after each.
 */
const filename = path.join(import.meta.dirname, "../test/parse-pool-worker.mjs");
const pools: ParsePool[] = [];
const poolOf = (over: Partial<ParsePoolOptions>) => {
  const pool = new ParsePool({ ...PARSE_POOL_DEFAULTS, filename, threads: 1, ...over });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const logged = () => {
  const lines: { level: string; msg: string; detail?: string }[] = [];
  return { lines, logger: createLogger("debug", (l) => lines.push(JSON.parse(l))) };
};
const job = (input: unknown) => ({ kind: "test", bytes: new Uint8Array(3), input });

describe("the parse pool", () => {
  it("runs a job in a worker and answers its value", async () => {
    expect(await poolOf({}).run<number>(job("ok"))).toBe(3);
  });

  it("terminates a job that runs past its time: a 400 for the file, a warning, and the pool goes on", async () => {
    const pool = poolOf({ runTimeoutMs: 300 });
    const { lines, logger } = logged();
    const err = await pool.run(job("spin"), { logger, requestId: "r1" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("validation_error");
    expect((err as AppError).message).toMatch(
      /reading it took longer than 0.3 seconds, which no statement needs/,
    );
    expect(lines).toEqual([
      expect.objectContaining({ level: "warn", msg: "unreadable upload", requestId: "r1" }),
    ]);
    expect(await pool.run<number>(job("ok"))).toBe(3);
  });

  it("stops a job that needs more memory than a worker has", async () => {
    const pool = poolOf({ memoryMb: 24, runTimeoutMs: 20_000 });
    const err = (await pool.run(job("hog")).catch((e: unknown) => e)) as AppError;
    expect(err.code).toBe("validation_error");
    expect(err.message).toMatch(/needs more memory than any statement does/);
    expect(await pool.run<number>(job("ok"))).toBe(3);
  });

  it("answers 503 with Retry-After, logged at warn, when the queue is full or the wait too long", async () => {
    const full = poolOf({ queue: 1 });
    await full.run(job("ok")); // its one thread started
    const { lines, logger } = logged();
    const results = await Promise.allSettled([300, 0, 0].map((ms) => full.run(job(ms), { logger })));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    const refused = (results[2] as PromiseRejectedResult).reason as UnavailableError;
    expect(refused).toBeInstanceOf(UnavailableError);
    expect(refused.retryAfterSec).toBeGreaterThan(0);
    expect(refused.logLevel).toBe("warn");
    expect(lines.map((l) => l.level)).toEqual(["warn"]);

    // The first job starts well within the wait allowed even on a busy machine; the second waits
    // for it longer than that.
    const slow = poolOf({ queue: 4, queueTimeoutMs: 700 });
    await slow.run(job("ok"));
    const waited = await Promise.allSettled([slow.run(job(2000)), slow.run(job(0))]);
    expect(waited[0]!.status).toBe("fulfilled");
    expect((waited[1] as PromiseRejectedResult).reason).toBeInstanceOf(UnavailableError);
  });

  it("passes on a failure of the worker itself (a fault of ours: a 500, logged at error)", async () => {
    await expect(poolOf({}).run(job("throw"))).rejects.toThrow("a bug in the reader");
  });
});
