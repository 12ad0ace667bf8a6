import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { makeAgency } from "./agencies.factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ uploadMaxBytes: 200 * 1024 });
});

const png = (width = 600, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 80 } } })
    .png()
    .toBuffer();

function upload(user: TestUser | undefined, body: Buffer, name = "logo.png", type = "image/png") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(body)], name, { type }));
  return ctx.app.request("/api/agency/logo", {
    method: "POST",
    headers: user ? { cookie: user.cookie } : {},
    body: form,
  });
}

const agencyOf = async (user: TestUser) =>
  ((await (await requestAs(ctx, user, "/api/agency")).json()) as { agency: { logoUrl: string | null } })
    .agency;

describe("the agency's logo", () => {
  it("an owner or manager uploads it (WebP, public, cached), replaces and removes it; others cannot", async () => {
    const [owner, manager, negotiator, stranger, landlord] = await Promise.all([
      signedInUser(ctx, "agent"),
      signedInUser(ctx, "agent"),
      signedInUser(ctx, "agent"),
      signedInUser(ctx, "agent"),
      signedInUser(ctx, "landlord"),
    ]);
    await makeAgency(ctx.database.db, {
      members: [
        { userId: owner.id, role: "owner" },
        { userId: manager.id, role: "manager" },
        { userId: negotiator.id, role: "negotiator" },
      ],
    });
    expect((await agencyOf(owner)).logoUrl).toBeNull();
    expect((await upload(negotiator, await png())).status).toBe(403);
    expect((await upload(stranger, await png())).status).toBe(404);
    expect((await upload(landlord, await png())).status).toBe(403);
    expect((await upload(undefined, await png())).status).toBe(401);
    const bad = await upload(owner, Buffer.from("not an image at all"), "logo.png");
    expect(bad.status).toBe(400);
    expect((await agencyOf(owner)).logoUrl).toBeNull();

    const first = await upload(owner, await png());
    expect(first.status, await first.clone().text()).toBe(201);
    const { logoUrl } = (await first.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/api\/agency-logos\/[0-9a-f-]{36}\/256$/);
    expect((await agencyOf(negotiator)).logoUrl).toBe(logoUrl);
    const image = await ctx.app.request(logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(256);
    expect((await ctx.app.request(logoUrl.replace(/256$/, "999"))).status).toBe(404);
    expect((await ctx.app.request(logoUrl.replace(/256$/, "abc"))).status).toBe(400);

    // A manager replaces it: the old URL is gone, the new one answers.
    const second = await upload(manager, await png(100, 100));
    expect(second.status).toBe(201);
    const replaced = ((await second.json()) as { logoUrl: string }).logoUrl;
    expect(replaced).toMatch(/\/128$/);
    expect((await ctx.app.request(logoUrl)).status).toBe(404);
    expect((await ctx.app.request(replaced)).status).toBe(200);

    expect((await requestAs(ctx, negotiator, "/api/agency/logo", { method: "DELETE" })).status).toBe(403);
    expect((await requestAs(ctx, owner, "/api/agency/logo", { method: "DELETE" })).status).toBe(200);
    expect((await ctx.app.request(replaced)).status).toBe(404);
    expect((await agencyOf(owner)).logoUrl).toBeNull();
    expect((await requestAs(ctx, owner, "/api/agency/logo", { method: "DELETE" })).status).toBe(404);
  });

  it("refuses a file over the upload limit before reading it", async () => {
    const owner = await signedInUser(ctx, "agent");
    await makeAgency(ctx.database.db, { members: [{ userId: owner.id }] });
    const res = await upload(owner, Buffer.alloc(400 * 1024, 1));
    expect(res.status).toBe(413);
  });
});
