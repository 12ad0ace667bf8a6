import { beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { MAX_STREAMS_PER_USER, NotificationBus, notificationBus, type StreamSink } from "./service";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

/** Reads an event stream body until it ends (or `until` is seen), answering the text. */
async function readStream(
  res: Response,
  until?: string,
  timeoutMs = 5000,
): Promise<{ text: string; ended: boolean }> {
  const reader = res.body!.getReader();
  let text = "";
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const next = await Promise.race([
      reader.read(),
      new Promise<"timeout">((r) => setTimeout(() => r("timeout"), Math.max(0, deadline - Date.now()))),
    ]);
    if (next === "timeout") {
      reader.releaseLock();
      return { text, ended: false };
    }
    if (next.done) return { text, ended: true };
    text += new TextDecoder().decode(next.value);
    if (until && text.includes(until)) {
      reader.releaseLock();
      return { text, ended: false };
    }
  }
}

const sink = (log: string[]): StreamSink => ({
  send: (event, data) => log.push(`${event}:${data}`),
  close: () => log.push("closed"),
});

describe("notification streams (issue 13 item 9)", () => {
  it("all of a person's streams share one subscription: one count query, however many streams", async () => {
    const bus = new NotificationBus(5, 60_000);
    let queries = 0;
    const asked: ((n: number) => void)[] = [];
    // The count arrives only once every stream has asked for it.
    const load = () => {
      queries++;
      return new Promise<number>((r) => asked.push(r));
    };
    const logs = [[], [], [], []] as string[][];
    const opening = Promise.all(logs.map((l) => bus.open("u1", sink(l), load)));
    for (const answer of asked) answer(3);
    const handles = await opening;
    expect(queries).toBe(1);
    for (const l of logs) expect(l).toEqual(['unread:{"unread":3}']);
    bus.publish("u1", 4);
    await bus.open("u1", sink([]), load);
    expect(queries).toBe(1);
    for (const l of logs) expect(l.at(-1)).toBe('unread:{"unread":4}');
    for (const h of handles) if (typeof h !== "string") h.close();
    expect(bus.streamCount("u1")).toBe(1);
  });

  it("refuses a stream beyond the per-user limit, and closeAll ends every stream and refuses new ones", async () => {
    const bus = new NotificationBus(2, 60_000);
    const load = async () => 0;
    const a: string[] = [];
    const b: string[] = [];
    expect(typeof (await bus.open("u", sink(a), load))).toBe("object");
    expect(typeof (await bus.open("u", sink(b), load))).toBe("object");
    expect(await bus.open("u", sink([]), load)).toBe("full");
    expect(typeof (await bus.open("v", sink([]), load))).toBe("object");
    bus.closeAll();
    expect(a.at(-1)).toBe("closed");
    expect(b.at(-1)).toBe("closed");
    expect(bus.streamCount()).toBe(0);
    expect(await bus.open("w", sink([]), load)).toBe("closed");
  });

  it(`over HTTP: ${MAX_STREAMS_PER_USER} streams per user, the next answers 429; shutdown ends them all`, async () => {
    const tenant: TestUser = await signedInUser(ctx, "tenant");
    const streams: Response[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      const res = await requestAs(ctx, tenant, "/api/notifications/stream");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      expect(res.headers.get("x-accel-buffering")).toBe("no");
      expect((await readStream(res.clone(), "event: unread")).text).toContain('"unread":0');
      streams.push(res);
    }
    const refused = await requestAs(ctx, tenant, "/api/notifications/stream");
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("too_many_streams");
    expect(body.error.message).toMatch(/every 30 seconds/);
    // Another person is not affected.
    const other = await signedInUser(ctx, "landlord");
    const theirs = await requestAs(ctx, other, "/api/notifications/stream");
    expect(theirs.status).toBe(200);
    streams.push(theirs);

    notificationBus(ctx.deps).closeAll();
    const ends = await Promise.all(streams.map((s) => readStream(s)));
    expect(ends.every((e) => e.ended)).toBe(true);
    const after = await requestAs(ctx, tenant, "/api/notifications/stream");
    expect(after.status).toBe(503);
  });
});
