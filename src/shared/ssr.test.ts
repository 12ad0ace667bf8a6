import { describe, expect, it } from "vitest";
import { canonicalRedirect } from "./ssr";

describe("canonicalRedirect", () => {
  it("keeps a permanent redirect to a path on this origin", () => {
    expect(canonicalRedirect(301, "/blogs/a-slug?ref=mail")).toEqual({
      status: 301,
      location: "/blogs/a-slug?ref=mail",
    });
    expect(canonicalRedirect(308, "/blogs/a-slug")).toEqual({ status: 308, location: "/blogs/a-slug" });
  });

  it("refuses another host, however it is written, and temporary redirects", () => {
    for (const location of [
      "//evil.example/x",
      "/\\evil.example/x",
      "https://evil.example/",
      "blogs/x",
      "",
      null,
    ])
      expect(canonicalRedirect(301, location), String(location)).toBeNull();
    expect(canonicalRedirect(302, "/blogs/a-slug")).toBeNull();
  });
});
