import { beforeAll, describe, expect, it } from "vitest";
import { busDelivered, killBusListeners, onPostgres, until } from "../test/cluster";
import { createTestContext, secondInstance, type TestContext } from "../test/harness";
import { type BusPayload, type ClusterBus, MAX_MESSAGE_BYTES } from "./cluster-bus";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

function collect(bus: ClusterBus, channel: string) {
  const got: BusPayload[] = [];
  const off = bus.subscribe(channel, (p) => {
    got.push(p);
  });
  return { got, off };
}

const channel = () => `test.${crypto.randomUUID().slice(0, 8)}`;

describe("the cluster bus (issue 20)", () => {
  it("is in process on PGlite, LISTEN/NOTIFY on PostgreSQL", () => {
    expect(ctx.deps.bus.kind).toBe(onPostgres ? "postgres" : "local");
  });

  it("delivers to the publishing instance's subscribers once, before publish() returns", async () => {
    const bus = ctx.deps.bus;
    const ch = channel();
    const a = collect(bus, ch);
    const b = collect(bus, ch);
    const broken = bus.subscribe(ch, () => {
      throw new Error("a subscriber's failure is logged, not spread");
    });
    await until(() => bus.ready, "the bus to listen");
    const sent = bus.publish(ch, { id: "one" });
    expect(a.got).toEqual([{ id: "one" }]);
    await sent;
    // On PostgreSQL the instance also hears its own NOTIFY: that echo is skipped.
    await busDelivered(ctx);
    expect(a.got).toEqual([{ id: "one" }]);
    expect(b.got).toEqual([{ id: "one" }]);
    a.off();
    broken();
    await bus.publish(ch, { id: "two" });
    await busDelivered(ctx);
    expect(a.got).toHaveLength(1);
    expect(b.got).toEqual([{ id: "one" }, { id: "two" }]);
    b.off();
  });

  it("refuses a message PostgreSQL could not carry, and a bad channel name", async () => {
    const big = { ids: "x".repeat(MAX_MESSAGE_BYTES) };
    await expect(ctx.deps.bus.publish("test.big", big)).rejects.toThrow(/bytes/);
    await expect(ctx.deps.bus.publish("Not A Channel", {})).rejects.toThrow(/channel/);
  });

  it.skipIf(!onPostgres)("a message of one instance reaches another within 2 s, once", async () => {
    const other = await secondInstance(ctx);
    const ch = channel();
    const mine = collect(ctx.deps.bus, ch);
    const theirs = collect(other.deps.bus, ch);
    await until(() => ctx.deps.bus.ready && other.deps.bus.ready, "both buses to listen");
    await ctx.deps.bus.publish(ch, { userIds: ["u1"] });
    await until(() => theirs.got.length > 0, "the other instance to hear it");
    await other.deps.bus.publish(ch, { userIds: ["u2"] });
    await until(() => mine.got.length > 1, "the first instance to hear the reply");
    await Promise.all([busDelivered(ctx), busDelivered(other)]);
    expect(mine.got).toEqual([{ userIds: ["u1"] }, { userIds: ["u2"] }]);
    expect(theirs.got).toEqual([{ userIds: ["u1"] }, { userIds: ["u2"] }]);
  });

  it.skipIf(!onPostgres)(
    "after its LISTEN connection is killed an instance reconnects, resyncs and hears again",
    async () => {
      const other = await secondInstance(ctx);
      const ch = channel();
      const theirs = collect(other.deps.bus, ch);
      let resyncs = 0;
      other.deps.bus.onResync(() => resyncs++);
      await until(() => other.deps.bus.ready && resyncs === 1, "the bus to listen");
      expect(await killBusListeners(ctx)).toBeGreaterThanOrEqual(1);
      await until(() => resyncs === 2, "the lost connection to be restored and resynced", 3000);
      expect(other.deps.bus.ready).toBe(true);
      await ctx.deps.bus.publish(ch, { id: "after" });
      await until(() => theirs.got.length > 0, "a message after the reconnect");
      expect(theirs.got).toEqual([{ id: "after" }]);
    },
  );

  it.skipIf(!onPostgres)("a closed bus stops listening and only publishes in process", async () => {
    const other = await secondInstance(ctx);
    const ch = channel();
    const theirs = collect(other.deps.bus, ch);
    await until(() => other.deps.bus.ready, "the bus to listen");
    await other.deps.bus.close();
    expect(other.deps.bus.ready).toBe(false);
    await ctx.deps.bus.publish(ch, { id: "unheard" });
    await other.deps.bus.publish(ch, { id: "local" });
    // Heard by an instance still listening; the closed one's connection would have had it too.
    await busDelivered(ctx);
    expect(theirs.got).toEqual([{ id: "local" }]);
  });
});
