import type { MarketRents } from "@shared/schemas/dashboards";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema";
import { until } from "../../test/cluster";
import { createTestContext, signedInUser } from "../../test/harness";
import { listingsChanged } from "../properties/service-listing";
import { listing } from "./market.factories";

/** The public market answers are cached like the listing search (service-market.ts). */
describe("market answers kept a few seconds", () => {
  it("stay until a listing write is announced, tagged, and answer 304 when unchanged", async () => {
    const own = await createTestContext();
    const landlord = await signedInUser(own, "landlord");
    await own.database.db.insert(properties).values(listing(landlord.id, "Frome", 2, 100000, "2026-06-01"));
    const cities = async (headers?: Record<string, string>) =>
      own.app.request("/api/market/cities", headers ? { headers } : undefined);
    const rents = async () =>
      (await (await own.app.request("/api/market/rents?city=frome")).json()) as MarketRents;

    // On PostgreSQL answers are kept only while the cluster bus listens (it would miss other
    // instances' writes otherwise): the first answer made the cache, which started listening.
    await cities();
    await until(() => own.deps.bus.ready, "the cluster bus to listen");
    const first = await cities();
    expect(first.headers.get("cache-control")).toContain("public");
    expect(await first.json()).toEqual({ items: [{ city: "Frome", count: 1 }] });
    expect((await rents()).count).toBe(1);
    // A write that announces nothing (straight to the database) stays hidden...
    await own.database.db.insert(properties).values(listing(landlord.id, "Frome", 2, 110000, "2026-06-02"));
    expect(await (await cities()).json()).toEqual({ items: [{ city: "Frome", count: 1 }] });
    expect((await rents()).count).toBe(1);
    // ...until a listing write is announced, as every API write of a listing does.
    await listingsChanged(own.database.db);
    const fresh = await cities();
    expect(await fresh.json()).toEqual({ items: [{ city: "Frome", count: 2 }] });
    expect((await rents()).count).toBe(2);

    const etag = fresh.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    expect((await cities({ "if-none-match": etag })).status).toBe(304);
    expect(etag).not.toBe(first.headers.get("etag"));
  });
});
