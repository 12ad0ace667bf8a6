import autocannon from "autocannon";

export interface BenchCase {
  name: string;
  /** A fixed path, or a function giving each request's path (e.g. a random id). */
  path: string | (() => string);
  /** The ceiling every other case is compared with. */
  ceiling?: boolean;
  /** Connections for this case instead of the run's (1: the latency of one request at a time). */
  connections?: number;
  /** Extra headers for every request, asked for once the server runs (e.g. a session cookie). */
  headers?: (baseUrl: string) => Promise<Record<string, string>>;
}

export interface Measurement {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface MeasureOptions {
  durationSec: number;
  warmupSec: number;
  connections: number;
}

/** Drives one case with autocannon after a short warm-up (not counted). */
export async function measure(baseUrl: string, c: BenchCase, o: MeasureOptions): Promise<Measurement> {
  const first = typeof c.path === "string" ? c.path : c.path();
  const base = {
    url: `${baseUrl}${first}`,
    connections: c.connections ?? o.connections,
    // Browsers ask for compressed JSON; so do we.
    headers: {
      "accept-encoding": "gzip",
      accept: "application/json",
      ...(c.headers ? await c.headers(baseUrl) : {}),
    },
    ...(typeof c.path === "function"
      ? {
          requests: [
            { setupRequest: (req: { path?: string }) => ({ ...req, path: (c.path as () => string)() }) },
          ],
        }
      : {}),
  };
  if (o.warmupSec > 0) await autocannon({ ...base, duration: o.warmupSec });
  const r = await autocannon({ ...base, duration: o.durationSec });
  return {
    name: c.name,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
