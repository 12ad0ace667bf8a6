import { footerServiceLinks } from "@web/shell/nav";
import { describe, expect, it } from "vitest";
import { serviceSubPages } from "../../../../e2e/support/routes";
import { findService, resolveServicePath, serviceCategories } from "./content";

// The spec's list, kept apart from the content module it checks (shared with the browser tests).
const expectedSlugs = serviceSubPages;

const hasText = (s: string) => s.trim().length > 0;

describe("services content", () => {
  it("has exactly the four categories with the routed slugs", () => {
    expect(serviceCategories.map((c) => c.slug)).toEqual(Object.keys(expectedSlugs));
  });

  it("has exactly 22 sub-pages with the routed slugs", () => {
    expect(serviceCategories.flatMap((c) => c.services)).toHaveLength(22);
    for (const category of serviceCategories) {
      expect([...category.services.map((s) => s.slug)].sort()).toEqual(
        [...(expectedSlugs[category.slug] ?? [])].sort(),
      );
    }
  });

  it("keeps slugs unique within each category", () => {
    for (const category of serviceCategories) {
      const slugs = category.services.map((s) => s.slug);
      expect(new Set(slugs).size, category.slug).toBe(slugs.length);
    }
  });

  it("gives every category a title, summary and body", () => {
    for (const category of serviceCategories) {
      expect(hasText(category.title), category.slug).toBe(true);
      expect(hasText(category.summary), category.slug).toBe(true);
      expect(category.body.length, category.slug).toBeGreaterThan(0);
      expect(category.body.every(hasText), category.slug).toBe(true);
    }
  });

  it("gives every sub-page a title, summary, body and the full page sections", () => {
    for (const category of serviceCategories) {
      for (const s of category.services) {
        const where = `${category.slug}/${s.slug}`;
        expect(hasText(s.title), where).toBe(true);
        expect(hasText(s.summary), where).toBe(true);
        expect(s.body.length, where).toBeGreaterThan(0);
        expect(s.body.every(hasText), where).toBe(true);
        expect(s.included.length, where).toBeGreaterThan(0);
        expect(s.steps.length, where).toBeGreaterThan(0);
        expect(s.audience.length, where).toBeGreaterThan(0);
        expect(s.faqs.length, where).toBeGreaterThan(0);
        for (const faq of s.faqs) {
          expect(hasText(faq.question) && hasText(faq.answer), where).toBe(true);
        }
      }
    }
  });

  it("uses the agreed titles where the footer labels differ", () => {
    expect(findService("landlord", "legal-compliance")?.service.title).toBe("Legal Compliance");
    expect(serviceCategories.find((c) => c.slug === "tenant")?.title).toMatch(/tenant/i);
  });

  it("resolves every footer service link to a content entry", () => {
    for (const link of footerServiceLinks) {
      expect(resolveServicePath(link.to), link.to).toBeDefined();
    }
  });

  it("does not resolve unknown paths", () => {
    expect(resolveServicePath("/services/landlord/nope")).toBeUndefined();
    expect(resolveServicePath("/services/nope")).toBeUndefined();
    expect(resolveServicePath("/services/landlord/maintenance/extra")).toBeUndefined();
    expect(resolveServicePath("/about")).toBeUndefined();
    expect(findService("tenant", "legal-compliance")).toBeUndefined();
  });
});
