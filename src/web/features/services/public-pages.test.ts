import { serviceCategoryPages, staticPublicPaths } from "@shared/public-pages";
import { describe, expect, it } from "vitest";
import { serviceCategories } from "./content";

/** The sitemap lists service pages from a copy of their slugs; this keeps the copy honest. */
describe("sitemap's public pages", () => {
  it("lists every service category and service page the site has, and no others", () => {
    expect(serviceCategoryPages.map((c) => c.slug).sort()).toEqual(
      serviceCategories.map((c) => c.slug).sort(),
    );
    for (const category of serviceCategories) {
      const listed = serviceCategoryPages.find((c) => c.slug === category.slug);
      expect(listed?.services.slice().sort(), category.slug).toEqual(
        category.services.map((s) => s.slug).sort(),
      );
    }
  });

  it("includes the blog list", () => {
    expect(staticPublicPaths).toContain("/blogs");
  });
});
