import type { Clock, ClockDuty, ComplianceScore } from "@shared/schemas/compliance";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { describe, expect, it } from "vitest";
import ClockPage from "./ClockPage";

const home = {
  id: "p-1",
  title: "Acacia House",
  addressLine1: "12 Acacia Road",
  city: "York",
  postcode: "YO1 1AA",
};
const score: ComplianceScore = { score: 50, overdue: 1, missing: 0, dueSoon: 1, ok: 0, notApplicable: 0 };

function duty(over: Partial<ClockDuty>): ClockDuty {
  return {
    key: "gas:p-1",
    kind: "gas_safety_check",
    area: "gas",
    propertyId: home.id,
    tenancyId: null,
    title: "Gas safety check",
    subject: null,
    status: "overdue",
    dueOn: "2026-03-12",
    detail: "The last check was on 12 March 2025; the next was due by 12 March 2026.",
    rule: {
      summary: "A gas safety check every 12 months",
      source: "Gas Safety (Installation and Use) Regulations 1998 reg. 36",
    },
    evidence: { documentId: null, date: "2025-03-12", served: [] },
    property: home,
    ...over,
  };
}

const clock = (duties: ClockDuty[]): Clock => ({
  duties,
  total: duties.length,
  score,
  homes: [{ ...home, score }],
});

function stub(duties: ClockDuty[]) {
  return stubApi({
    "GET /api/compliance/duties": () => clock(duties),
    "GET /api/compliance/calendar-feed": () => ({
      feed: { active: false, createdAt: null, lastUsedAt: null },
    }),
    "GET /api/compliance/settings": () => ({
      settings: { leadDays: [60, 30, 7], overdueWeekly: true, email: true },
    }),
    "PUT /api/compliance/settings": async (req) => ({ settings: await req.json() }),
    "GET /api/deposits/attention": () => ({ items: [] }),
  });
}

const render = (path = "/landlord/compliance") =>
  renderPage(asUser(signedInUser("landlord"), <ClockPage />), { path, route: "/landlord/compliance" });

describe("the statutory clock page", () => {
  it("lists each duty with its home, status, due date, detail and rule, and the legal note", async () => {
    stub([
      duty({}),
      duty({
        key: "eicr:p-1",
        kind: "eicr",
        area: "electrical",
        title: "Electrical report",
        status: "due_soon",
        dueOn: "2026-04-02",
      }),
    ]);
    render();
    const rows = await screen.findAllByTestId("duty-row");
    expect(rows).toHaveLength(2);
    const gas = within(rows[0]!);
    expect(gas.getByText("Gas safety check")).toBeTruthy();
    expect(gas.getByText("Overdue")).toBeTruthy();
    expect(gas.getByText("12 Mar 2026")).toBeTruthy();
    expect(gas.getByText(/reg\. 36/)).toBeTruthy();
    expect(gas.getByRole("link", { name: /12 Acacia Road/ }).getAttribute("href")).toBe(
      "/landlord/compliance/homes/p-1",
    );
    expect(screen.getAllByText(/it is not legal advice/).length).toBeGreaterThan(0);
    expect(screen.getByText("50%")).toBeTruthy();
  });

  it("puts the filters in the URL and asks the server with them", async () => {
    const calls = stub([duty({})]);
    const { router } = render();
    await screen.findAllByTestId("duty-row");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "overdue" } });
    fireEvent.change(screen.getByLabelText("Area"), { target: { value: "gas" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=overdue&area=gas"));
    await waitFor(() =>
      expect(calls.some((c) => c.path === "/api/compliance/duties?status=overdue&area=gas")).toBe(true),
    );
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows the duties of a month on their days in the calendar view", async () => {
    stub([duty({}), duty({ key: "late", dueOn: "2026-05-01", title: "EPC" })]);
    render("/landlord/compliance?view=calendar&month=2026-03");
    expect(await screen.findByRole("heading", { name: "March 2026" })).toBeTruthy();
    const links = screen.getAllByRole("link", {
      name: /Overdue: Gas safety check, 12 Acacia Road, due 12 March 2026/,
    });
    expect(links.length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: /EPC/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Next month/ }));
    expect(await screen.findByRole("heading", { name: "April 2026" })).toBeTruthy();
  });

  it("refuses bad reminder days on the field without asking the server", async () => {
    const calls = stub([duty({})]);
    render();
    const field = await screen.findByLabelText("Days before the due date");
    await waitFor(() => expect((field as HTMLInputElement).value).toBe("60, 30, 7"));
    await userEvent.clear(field);
    await userEvent.type(field, "30, 30");
    await userEvent.click(screen.getByRole("button", { name: "Save reminders" }));
    expect(await screen.findByText("Each reminder day may appear only once")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, "90, 14");
    await userEvent.click(screen.getByRole("button", { name: "Save reminders" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        leadDays: [90, 14],
        overdueWeekly: true,
        email: true,
      }),
    );
  });

  it("ranks the homes worst first, each linking to its page", async () => {
    const good = { ...home, id: "p-2", title: "Good Flat", addressLine1: "1 Good Row" };
    stubApi({
      "GET /api/compliance/duties": () => ({
        ...clock([duty({})]),
        homes: [
          { ...good, score: { ...score, score: 100, overdue: 0, missing: 0 } },
          { ...home, score: { ...score, score: 40, overdue: 2, missing: 1 } },
        ],
      }),
      "GET /api/compliance/calendar-feed": () => ({
        feed: { active: false, createdAt: null, lastUsedAt: null },
      }),
      "GET /api/compliance/settings": () => ({
        settings: { leadDays: [60, 30, 7], overdueWeekly: true, email: true },
      }),
      "GET /api/deposits/attention": () => ({ items: [] }),
    });
    render();
    const list = (await screen.findByRole("heading", { name: "Homes by score" })).parentElement!;
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "12 Acacia Road: compliance of this home",
      "1 Good Row: compliance of this home",
    ]);
    expect(links[0]!.getAttribute("href")).toBe("/landlord/compliance/homes/p-1");
    expect(within(list).getByText("2 overdue")).toBeTruthy();
  });
});
