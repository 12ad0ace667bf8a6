import type { ManagedRow } from "@shared/schemas/properties";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { afterEach, describe, expect, it, vi } from "vitest";
import ManagePropertiesPage from "./ManagePropertiesPage";

function row(over: Partial<ManagedRow> = {}): ManagedRow {
  return {
    id: "p-1",
    title: "Garden flat near the park",
    city: "Leeds",
    postcode: "LS1 4AP",
    status: "let",
    published: true,
    rentAmount: 125_000,
    rentPeriod: "month",
    depositAmount: null,
    jurisdiction: "england",
    currency: "GBP",
    landlord: { id: "landlord-1", name: "Lena Landlord", email: "lena@example.com" },
    agent: null,
    newEnquiries: 2,
    updatedAt: "2026-01-01T00:00:00.000Z",
    cover: null,
    ...over,
  };
}

function stubRows(items: ManagedRow[], total = items.length) {
  return stubApi({
    "GET /api/manage/properties": (req) => ({
      items,
      total,
      page: Number(new URL(req.url).searchParams.get("page") ?? 1),
      pageSize: 20,
    }),
  });
}

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith("/api/manage/properties?")).map((c) => c.path);

function renderAs(role: "landlord" | "agent" | "admin", path = `/${role}/properties`) {
  return renderPage(asUser(signedInUser(role), <ManagePropertiesPage />), {
    path,
    route: `/${role}/properties`,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("managing properties", () => {
  it("lists a landlord's properties with their tenancy and new enquiries, sorted by last change", async () => {
    const calls = stubRows([
      row(),
      row({ id: "p-2", title: "Corner house", status: "available", newEnquiries: 0 }),
    ]);
    renderAs("landlord");
    const table = await screen.findByRole("table", { name: "My properties" });
    expect(within(table).getByRole("link", { name: "Garden flat near the park" }).getAttribute("href")).toBe(
      "/landlord/properties/p-1",
    );
    expect(within(table).getByRole("link", { name: "Tenancy" }).getAttribute("href")).toBe(
      "/landlord/tenancies?propertyId=p-1",
    );
    expect(within(table).getByRole("link", { name: "Let it" }).getAttribute("href")).toBe(
      "/landlord/tenancies/new?propertyId=p-2",
    );
    expect(within(table).getByRole("link", { name: "2 new" }).getAttribute("href")).toBe(
      "/landlord/properties/enquiries?propertyId=p-1&status=new",
    );
    expect(within(table).queryByRole("columnheader", { name: "Landlord" })).toBeNull();
    expect(screen.getByText("Showing 1–2 of 2 properties")).toBeTruthy();
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("updated");
    expect(listCalls(calls)).toEqual(["/api/manage/properties?sort=updated&page=1&pageSize=20"]);
  });

  it("shows staff each property's landlord", async () => {
    stubRows([row({ agent: { id: "a-1", name: "Arun Agent", email: "arun@example.com" } })]);
    renderAs("admin");
    const table = await screen.findByRole("table", { name: "All properties" });
    expect(within(table).getByRole("columnheader", { name: "Landlord" })).toBeTruthy();
    expect(within(table).getByText("Lena Landlord")).toBeTruthy();
    expect(within(table).getByText("Arun Agent")).toBeTruthy();
  });

  it("puts the status, the sort and the search in the URL and asks again from page 1", async () => {
    const calls = stubRows([row()], 30);
    const { router } = renderAs("landlord", "/landlord/properties?page=2");
    await screen.findByText("Showing 21–30 of 30 properties");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "let" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=let"));
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "rent_desc" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=let&sort=rent_desc"));
    fireEvent.change(screen.getByLabelText("Search by title, town or postcode"), {
      target: { value: "LS1" },
    });
    await waitFor(() => expect(router.state.location.search).toBe("?status=let&sort=rent_desc&q=LS1"));
    await waitFor(() =>
      expect(listCalls(calls)).toContain(
        "/api/manage/properties?q=LS1&status=let&sort=rent_desc&page=1&pageSize=20",
      ),
    );
  });

  it("with no properties, names the landlord's next step: add the first one", async () => {
    stubRows([]);
    renderAs("landlord");
    expect(await screen.findByText("No properties yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add your first property" }).getAttribute("href")).toBe(
      "/landlord/properties/new",
    );
  });

  it("tells an agent with no properties where they come from, and a filter with none to widen it", async () => {
    stubRows([]);
    const { unmount } = renderAs("agent");
    expect(
      await screen.findByText("When a landlord assigns a property to you, it appears here."),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add your first property" })).toBeNull();
    unmount();
    renderAs("landlord", "/landlord/properties?status=archived");
    expect(await screen.findByText("No properties match")).toBeTruthy();
    expect(screen.getByText("Try another search or status.")).toBeTruthy();
  });
});
