import { screen } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { afterEach, describe, expect, it, vi } from "vitest";
import TenancyDetailPage from "./TenancyDetailPage";
import { payment, tenancy } from "./tenancies.factories";

afterEach(() => vi.unstubAllGlobals());

function openAs(userId: string) {
  const t = tenancy();
  const calls = stubApi({
    "GET /api/tenancies/t-1": () => ({ tenancy: t }),
    "GET /api/tenancies/t-1/ledger": () => ({
      tenancyId: t.id,
      currency: "GBP",
      entries: [],
      payments: [payment()],
      summary: t.summary,
    }),
  });
  renderPage(asUser(signedInUser("landlord", { id: userId }), <TenancyDetailPage />), {
    path: "/landlord/tenancies/t-1",
    route: "/landlord/tenancies/:id",
  });
  return calls;
}

/** Issue 42 item 2: a co-owner opens the home's tenancy and reads it; nothing offers a change. */
describe("a tenancy opened by a co-owner of its home", () => {
  it("reads the figures, payments and ledger, with no action and a note saying who acts", async () => {
    const calls = openAs("co-owner-1");
    expect(await screen.findByRole("heading", { level: 1, name: "Garden flat near the park" })).toBeTruthy();
    expect(screen.getByText(/You own a share of this home/)).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Payments", level: 2 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Rent ledger" })).toBeTruthy();
    for (const action of [
      /Record payment/,
      /End tenancy/,
      /New tenancy on this property/,
      /Upload document/,
    ]) {
      expect(
        screen.queryByRole("button", { name: action }) ?? screen.queryByRole("link", { name: action }),
      ).toBeNull();
    }
    // Only what a reader needs is asked for: no staff panels (contacts, deposit, notices, documents).
    const asked = new Set(calls.map((c) => c.path.split("?")[0]));
    expect([...asked].sort()).toEqual(["/api/tenancies/t-1", "/api/tenancies/t-1/ledger"]);
  });

  it("its landlord account still gets the actions", async () => {
    openAs("landlord-1");
    expect(await screen.findByRole("button", { name: /Record payment/ })).toBeTruthy();
    expect(screen.queryByText(/You own a share of this home/)).toBeNull();
  });
});
