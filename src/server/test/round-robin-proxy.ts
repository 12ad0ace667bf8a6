import http from "node:http";
import type { AddressInfo } from "node:net";
import { createProxyServer } from "http-proxy-3";

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each target so far, in the targets' order. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * A load balancer in miniature for the several-instance tests and the scale bench: each request
 * goes to the next target in turn (http-proxy-3, a maintained rewrite of http-proxy), streams
 * included, with X-Forwarded-For set as a real reverse proxy would.
 */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const proxy = createProxyServer({ xfwd: true, agent });
  const counts = targets.map(() => 0);
  let next = 0;
  proxy.on("error", (_err, _req, res) => {
    if (res instanceof http.ServerResponse && !res.headersSent) {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end("bad gateway");
    } else res?.destroy();
  });
  const server = http.createServer((req, res) => {
    const i = next++ % targets.length;
    counts[i]!++;
    proxy.web(req, res, { target: targets[i] });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        proxy.close();
        agent.destroy();
      }),
  };
}
