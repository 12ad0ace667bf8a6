import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

/**
 * Real server processes for lifecycle tests and the trust bench: start, watch the output, stop,
 * and the clients that hold notification streams open.
 */
export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves when the output matches, rejects when the process exits first or on timeout. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export const serverEnv = (env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: "production",
  COOKIE_SECURE: "false",
  LOG_LEVEL: "info",
  SEED_DEMO: "false",
  JOBS: "off",
  DATABASE_URL: "",
  ...env,
});

/** Spawns a TypeScript entry point (src/server/main.ts by default) as its own Node process. */
export function spawnNode(env: Record<string, string>, args = ["src/server/main.ts"]): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    env: serverEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const onData = (d: Buffer) => {
    out += d.toString();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return {
    child,
    pid: child.pid!,
    output: () => out,
    exited,
    async waitFor(pattern, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(out)) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(
            `process exited (${child.exitCode ?? child.signalCode}) before ${pattern}:\n${out}`,
          );
        }
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/** Signs in and answers the Cookie header to send. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

/** Creates an account through the API (open sign-up) and answers its cookie. */
export async function signUp(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Stream Tester", email, password, role: "tenant" }),
  });
  if (res.status !== 201) throw new Error(`sign-up ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

/**
 * A plain HTTP client that asks for the stream, reads the head and first event, then never reads
 * again nor closes: resolves once the server has answered with the stream.
 */
export function openStubbornStream(port: number, cookie: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    socket.once("connect", () =>
      socket.write(
        `GET /api/notifications/stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
      ),
    );
    socket.once("data", (chunk) => {
      const head = chunk.toString();
      if (!head.startsWith("HTTP/1.1 200")) return reject(new Error(`stream refused: ${head.slice(0, 200)}`));
      socket.pause();
      resolve(socket);
    });
    socket.once("close", () => reject(new Error("closed before answering")));
  });
}

/**
 * An EventSource-like client: reads the stream and, when it ends, reconnects after `retryMs`
 * (as browsers do) until stopped or refused.
 */
export function openEventSourceLike(base: string, cookie: string, retryMs = 100) {
  const state = { events: 0, connects: 0, refused: 0, stopped: false };
  let opened: () => void;
  const first = new Promise<void>((r) => {
    opened = r;
  });
  const controller = new AbortController();
  const loop = async () => {
    while (!state.stopped) {
      try {
        const res = await fetch(`${base}/api/notifications/stream`, {
          headers: { cookie, accept: "text/event-stream" },
          signal: controller.signal,
        });
        if (res.status !== 200) {
          state.refused++;
          await res.body?.cancel();
          return;
        }
        state.connects++;
        const reader = res.body!.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (new TextDecoder().decode(value).includes("event: unread")) {
            state.events++;
            opened();
          }
        }
      } catch {
        if (state.stopped) return;
        state.refused++;
        return;
      }
      await new Promise((r) => setTimeout(r, retryMs));
    }
  };
  const done = loop();
  return {
    state,
    first,
    done,
    stop() {
      state.stopped = true;
      controller.abort();
    },
  };
}

/** A port nothing listens on right now (the OS's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls GET /api/health/ready until 200; answers what it saw before (statuses and error codes). */
export async function untilReady(base: string, p: ServerProcess, timeoutMs: number) {
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (p.child.exitCode !== null) throw new Error(`${base} exited (${p.child.exitCode}):\n${p.output()}`);
    if (Date.now() > deadline) throw new Error(`${base} not ready within ${timeoutMs} ms:\n${p.output()}`);
    try {
      const res = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(5000) });
      const body = (await res.json()) as { status?: string; error?: { code: string } };
      if (res.status === 200) return { seen, body, at: Date.now() };
      seen.add(
        `${res.status} ${body.error?.code ?? body.status} retry-after=${res.headers.get("retry-after")}`,
      );
    } catch {
      seen.add("no answer");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
