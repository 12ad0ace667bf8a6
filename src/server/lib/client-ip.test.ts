import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, postJson, type TestContext } from "../test/harness";

/**
 * Behind our proxy, the client is the entry the proxy appended to X-Forwarded-For (the right-most
 * one per trusted hop); what the client wrote to the left of it never counts (issue 20 item 4).
 */
const message = () => ({
  name: "Priya Shah",
  email: `priya.${crypto.randomUUID().slice(0, 8)}@example.com`,
  topic: "landlord",
  message: "I have two flats in Leeds and want to know more about management.",
});

describe("client address behind trusted proxies", () => {
  let oneHop: TestContext;
  let twoHops: TestContext;
  beforeAll(async () => {
    const limit = { publicFormLimit: { max: 2, windowMs: 60_000 }, trustProxy: true };
    oneHop = await createTestContext({ ...limit, proxyHops: 1 });
    twoHops = await createTestContext({ ...limit, proxyHops: 2 });
  });

  it("a client that forges a new left-most address each time is still limited by the real one", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await postJson(oneHop, "/api/contact", message(), {
        "x-forwarded-for": `198.51.100.${i + 1}, 203.0.113.7`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it("with two hops (a CDN, then the load balancer) the client is second from the right", async () => {
    const send = (chain: string) =>
      postJson(twoHops, "/api/contact", message(), { "x-forwarded-for": chain });
    expect((await send("1.1.1.1, 203.0.113.20, 10.0.0.5")).status).toBe(201);
    expect((await send("2.2.2.2, 203.0.113.20, 10.0.0.6")).status).toBe(201);
    expect((await send("3.3.3.3, 203.0.113.20, 10.0.0.7")).status).toBe(429);
    // Another client behind the same CDN edge and balancer has its own allowance.
    expect((await send("203.0.113.21, 10.0.0.5")).status).toBe(201);
  });
});
