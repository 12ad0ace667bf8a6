import type { Listing, ListingPage } from "@shared/schemas/properties";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { describe, expect, it } from "vitest";
import PropertiesPage from "./PropertiesPage";

const listing = (n: number): Listing => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  title: `Flat number ${n}`,
  type: "flat",
  status: "available",
  city: "Leeds",
  postcode: "LS1 1AA",
  bedrooms: 1,
  bathrooms: 1,
  rentAmount: 90_000,
  rentPeriod: "month",
  rentPcm: 90_000,
  currency: "GBP",
  furnished: "unfurnished",
  availableFrom: null,
  depositAmount: null,
  epcRating: "C",
  councilTaxBand: "B",
  createdAt: "2026-01-01T00:00:00.000Z",
  cover: null,
});

/** A search with more than 1,000 matches: the server counted to 1,000 and gives cursors. */
function stubSearch() {
  return stubApi({
    "GET /api/properties": (req) => {
      const q = new URL(req.url).searchParams;
      const page = Number(q.get("page") ?? 1);
      const answer: ListingPage = {
        items: [listing(page * 10 + 1), listing(page * 10 + 2)],
        total: 1000,
        totalCapped: true,
        page,
        pageSize: 12,
        nextCursor: `next-after-${page}`,
        prevCursor: page > 1 ? `prev-before-${page}` : null,
      };
      return answer;
    },
  });
}

describe("the listing search's pages", { timeout: 30_000 }, () => {
  it('shows a capped total as "1,000+" and follows the cursor to the next page', async () => {
    const calls = stubSearch();
    renderPage(<PropertiesPage />, { path: "/properties?city=Leeds", route: "/properties" });
    expect(await screen.findByText("1,000+ properties")).toBeTruthy();
    expect(screen.getByText("Showing 1–2 of 1,000+ properties")).toBeTruthy();
    // No "of N" pages when the total is not known.
    expect(screen.getByText("Page 1")).toBeTruthy();
    expect((screen.getByRole("button", { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Flat number 21")).toBeTruthy();
    const last = calls[calls.length - 1]!.path;
    expect(last).toContain("cursor=next-after-1");
    expect(last).toContain("page=2");
    expect(screen.getByText("Page 2")).toBeTruthy();

    // Back to a shallow page: by number, no cursor (a clean URL).
    fireEvent.click(screen.getByRole("button", { name: /Previous/ }));
    await waitFor(() => expect(screen.getByText("Page 1")).toBeTruthy());
    expect(calls[calls.length - 1]!.path).not.toContain("cursor=");
  });

  it("goes back from a deep page with the previous page's cursor", async () => {
    const calls = stubSearch();
    renderPage(<PropertiesPage />, { path: "/properties?page=200&cursor=abc", route: "/properties" });
    expect(await screen.findByText("Page 200")).toBeTruthy();
    expect(screen.getByText("Showing 2,389–2,390 of 1,000+ properties")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Previous/ }));
    await waitFor(() => expect(calls[calls.length - 1]!.path).toContain("cursor=prev-before-200"));
    expect(calls[calls.length - 1]!.path).toContain("page=199");
  });

  it("a new filter or sort starts again without the cursor", async () => {
    const calls = stubSearch();
    renderPage(<PropertiesPage />, { path: "/properties?page=5&cursor=abc", route: "/properties" });
    expect(await screen.findByText("Page 5")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "rent_asc" } });
    await waitFor(() => expect(calls[calls.length - 1]!.path).toContain("sort=rent_asc"));
    expect(calls[calls.length - 1]!.path).not.toContain("cursor=");
    expect(calls[calls.length - 1]!.path).not.toContain("page=5");
  });
});
