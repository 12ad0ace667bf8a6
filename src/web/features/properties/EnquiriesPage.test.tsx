import type { Enquiry } from "@shared/schemas/properties";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { afterEach, describe, expect, it, vi } from "vitest";
import EnquiriesPage from "./EnquiriesPage";

function enquiry(over: Partial<Enquiry> = {}): Enquiry {
  return {
    id: "e-1",
    property: { id: "p-1", title: "Garden flat near the park", city: "Leeds" },
    name: "Vera Visitor",
    email: "vera@example.com",
    phone: "07700 900123",
    message: "Is the flat still free in March?",
    preferredTimes: "Saturday morning",
    status: "new",
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...over,
  };
}

function stubEnquiries(items: Enquiry[], total = items.length) {
  return stubApi({
    "GET /api/manage/enquiries": (req) => ({
      items,
      total,
      page: Number(new URL(req.url).searchParams.get("page") ?? 1),
      pageSize: 20,
    }),
    "PATCH /api/manage/enquiries/e-1": async (req) => ({
      enquiry: { ...items[0], ...((await req.json()) as object) },
    }),
  });
}

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith("/api/manage/enquiries?")).map((c) => c.path);

function renderAt(path: string) {
  return renderPage(asUser(signedInUser("agent"), <EnquiriesPage />), {
    path,
    route: "/agent/properties/enquiries",
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the staff enquiries inbox", () => {
  it("shows each enquiry as a card: who, about what, how to reach them, the conversation", async () => {
    const calls = stubEnquiries([enquiry()], 21);
    renderAt("/agent/properties/enquiries");
    const card = (await screen.findByRole("heading", { level: 2, name: /^Vera Visitor about/ })).closest(
      "article",
    ) as HTMLElement;
    expect(within(card).getByRole("link", { name: "Garden flat near the park" }).getAttribute("href")).toBe(
      "/agent/properties/p-1",
    );
    expect(within(card).getByText("Is the flat still free in March?")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "07700 900123" }).getAttribute("href")).toBe(
      "tel:07700900123",
    );
    expect(within(card).getByText("Saturday morning")).toBeTruthy();
    expect(
      within(card)
        .getByRole("link", { name: /^Open conversation\s*with Vera Visitor$/ })
        .getAttribute("href"),
    ).toBe("/enquiries/e-1");
    expect(screen.getByText("Showing 1–20 of 21 enquiries")).toBeTruthy();
    expect(listCalls(calls)).toEqual(["/api/manage/enquiries?page=1&pageSize=20"]);
  });

  it("puts the status filter in the URL, and clears a property filter", async () => {
    const calls = stubEnquiries([enquiry()]);
    const { router } = renderAt("/agent/properties/enquiries?propertyId=p-1&page=2");
    await screen.findByRole("heading", { level: 2, name: /^Vera Visitor about/ });
    expect(listCalls(calls)).toEqual(["/api/manage/enquiries?propertyId=p-1&page=2&pageSize=20"]);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "new" } });
    await waitFor(() => expect(router.state.location.search).toBe("?propertyId=p-1&status=new"));
    await waitFor(() =>
      expect(listCalls(calls)).toContain(
        "/api/manage/enquiries?status=new&propertyId=p-1&page=1&pageSize=20",
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Show enquiries for every property" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=new"));
    expect(screen.queryByRole("button", { name: "Show enquiries for every property" })).toBeNull();
  });

  it("moves an enquiry along from its status menu", async () => {
    const calls = stubEnquiries([enquiry()]);
    renderAt("/agent/properties/enquiries");
    await screen.findByRole("heading", { level: 2, name: /^Vera Visitor about/ });
    fireEvent.change(screen.getByLabelText("Enquiry status"), { target: { value: "contacted" } });
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
        path: "/api/manage/enquiries/e-1",
        body: { status: "contacted" },
      }),
    );
  });

  it("with no enquiries, says where they come from", async () => {
    stubEnquiries([]);
    renderAt("/agent/properties/enquiries");
    expect(await screen.findByText("No enquiries here")).toBeTruthy();
    expect(
      screen.getByText(
        "When someone sends an enquiry from a published property page, it appears here and you get an e-mail.",
      ),
    ).toBeTruthy();
  });
});
