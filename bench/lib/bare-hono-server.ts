import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface BareHono {
  url: string;
  stop(): Promise<void>;
}

/** Starts bench/lib/bare-hono.ts in a process of its own on `port`; resolves once it answers. */
export async function startBareHono(port: number): Promise<BareHono> {
  const url = `http://127.0.0.1:${port}`;
  const taken = await fetch(url).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "bare-hono.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`bare Hono exited with ${child.exitCode} before it was ready`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error("bare Hono did not answer within 30 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
