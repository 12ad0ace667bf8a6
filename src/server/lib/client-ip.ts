import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../context";

/**
 * The client's address. Behind our own proxies (TRUST_PROXY), each appends the address it received
 * the request from to X-Forwarded-For, so the client is `proxyHops` entries from the right; the
 * entries to the left of it came from the client itself and could name anyone (a rate limit keyed
 * on the leftmost entry is bypassed by sending a new one each time).
 */
export function clientIp(c: Context<AppEnv>): string {
  const { trustProxy, proxyHops } = c.get("deps").config;
  if (trustProxy) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const forwarded = hops[Math.max(0, hops.length - proxyHops)];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket behind it
    return "unknown";
  }
}
