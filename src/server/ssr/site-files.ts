/** /robots.txt (naming the sitemap) and /favicon.ico (the SVG icon as an ICO, made once). */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../context";

/** Areas behind sign-in: nothing there for a crawler. Photos and covers under /api stay crawlable. */
const privatePaths = [
  "/api/",
  "/landlord",
  "/tenant",
  "/agent",
  "/admin",
  "/profile",
  "/blog-management",
  "/support",
];

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /api/property-images/",
    "Allow: /api/blog-covers/",
    ...privatePaths.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** An ICO file holding one PNG image (allowed since Windows Vista; every browser reads it). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

export function siteFileRoutes(webDistDir: string) {
  const app = new Hono<AppEnv>();
  app.get("/robots.txt", (c) =>
    c.body(robotsTxt(c.get("deps").config.publicUrl), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    }),
  );
  let favicon: Promise<Buffer | null> | undefined;
  app.get("/favicon.ico", async (c) => {
    favicon ??= (async () => {
      const svg = [path.join(webDistDir, "favicon.svg"), path.resolve("src/web/public/favicon.svg")].find(
        (f) => existsSync(f),
      );
      if (!svg) return null;
      // Loaded with the first request for the icon: sharp costs ~0.1 s of CPU to load at start.
      const { default: sharp } = await import("sharp");
      const png = await sharp(readFileSync(svg), { density: 300 }).resize(48, 48).png().toBuffer();
      return icoFromPng(png, 48);
    })();
    const ico = await favicon;
    if (!ico) return c.text("Not found", 404);
    return c.body(new Uint8Array(ico), 200, {
      "Content-Type": "image/x-icon",
      "Cache-Control": "public, max-age=86400",
    });
  });
  return app;
}
