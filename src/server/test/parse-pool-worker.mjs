// A stand-in parse worker for lib/parse-pool.test.ts: jobs that finish, spin, eat memory or fail,
// so the pool's limits can be tested without a hostile file. Plain JavaScript: no loader needed.
export default function job(task) {
  task.started.postMessage("started");
  try {
    if (task.input === "spin") for (;;) {}
    if (task.input === "hog") {
      const kept = [];
      for (;;) kept.push(new Array(100_000).fill(kept.length));
    }
    if (typeof task.input === "number") {
      // Busy for that many milliseconds, as a slow parser would be.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.input);
    }
    if (task.input === "throw") throw new Error("a bug in the reader");
    return { ok: true, value: task.bytes.byteLength };
  } finally {
    task.started.close();
  }
}
