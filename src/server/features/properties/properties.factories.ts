/**
 * Small factories for the property tests. A file builds one world (an app on a fresh database and
 * a cast of signed-in users, never changed by a test); each test then makes its own properties,
 * photos and enquiries here, named with a tag of its own, so the tests pass in any order.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ManagedProperty } from "@shared/schemas/properties";
import sharp from "sharp";
import { expect } from "vitest";
import type { ServerConfig } from "../../config";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { makeAgency } from "../agencies/agencies.factories";

export interface World {
  ctx: TestContext;
  uploadsDir: string;
  admin: TestUser;
  agent: TestUser;
  landlord: TestUser;
  tenant: TestUser;
  landlord2: TestUser;
  agent2: TestUser;
}

export interface Paged<T> {
  items: T[];
  total: number;
}
export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * An app with photo uploads limited to 200 KB, and two landlords, two agents, an admin, a tenant.
 * `overrides` adds to its configuration (the server-rendered pages' tests give it a renderer).
 */
export async function createWorld(overrides: Partial<ServerConfig> = {}): Promise<World> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kh-props-"));
  const ctx = await createTestContext({
    dataDir,
    uploadMaxBytes: 200 * 1024,
    trustProxy: true,
    ...overrides,
  });
  const w = {
    ctx,
    uploadsDir: path.join(dataDir, "uploads"),
    admin: await signedInUser(ctx, "admin"),
    agent: await signedInUser(ctx, "agent"),
    landlord: await signedInUser(ctx, "landlord"),
    tenant: await signedInUser(ctx, "tenant"),
    landlord2: await signedInUser(ctx, "landlord"),
    agent2: await signedInUser(ctx, "agent"),
  };
  // Each landlord engages the agency of "their" agent (issue 18 item 1), so they may assign them.
  await makeAgency(ctx.database.db, { members: [{ userId: w.agent.id }], landlords: [w.landlord.id] });
  await makeAgency(ctx.database.db, { members: [{ userId: w.agent2.id }], landlords: [w.landlord2.id] });
  return w;
}

/** A word no other test uses, for titles and towns. */
export const uniqueTag = () => `T${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

export const validInput = (overrides: Record<string, unknown> = {}) => ({
  title: "Garden flat near the park",
  description: "A lovely garden flat.",
  type: "flat",
  addressLine1: "12 Acacia Avenue",
  city: "Testbury",
  postcode: "sw1a1aa",
  bedrooms: 2,
  bathrooms: 1,
  rentAmount: 150_000,
  rentPeriod: "month",
  // Material information, so a test may publish (src/shared/law/material-information.ts).
  depositAmount: 170_000,
  councilTaxBand: "C",
  epcRating: "C",
  furnished: "unfurnished",
  features: ["Garden", "Parking"],
  ...overrides,
});

/** Adds a property through the API as the user (201 expected). */
export async function createProperty(
  w: World,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<ManagedProperty> {
  const res = await requestAs(w.ctx, user, "/api/manage/properties", {
    method: "POST",
    json: validInput(overrides),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { property: ManagedProperty }).property;
}

/** A property on the market (available, published), as the landlord. */
export async function publishedProperty(w: World, overrides: Record<string, unknown> = {}) {
  return createProperty(w, w.landlord, { status: "available", published: true, ...overrides });
}

export function patchProperty(w: World, user: TestUser | undefined, id: string, json: unknown) {
  return requestAs(w.ctx, user, `/api/manage/properties/${id}`, { method: "PATCH", json });
}

export const jpeg = async (width = 1000, height = 700) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } } })
    .jpeg()
    .toBuffer();

/** Posts a photo (multipart "file" and "alt") as the user, or anonymously. */
export function uploadPhoto(
  w: World,
  user: TestUser | undefined,
  id: string,
  body: Buffer,
  name = "photo.jpg",
  type = "image/jpeg",
) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(body)], name, { type }));
  form.set("alt", "Front of the house");
  return w.ctx.app.request(`/api/manage/properties/${id}/images`, {
    method: "POST",
    headers: user ? { cookie: user.cookie } : {},
    body: form,
  });
}

/** The WebP files stored for one property (or all of them). */
export function storedFiles(w: World, propertyId?: string): string[] {
  const dir = propertyId ? path.join(w.uploadsDir, "properties", propertyId) : w.uploadsDir;
  try {
    return readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".webp"));
  } catch {
    return [];
  }
}
