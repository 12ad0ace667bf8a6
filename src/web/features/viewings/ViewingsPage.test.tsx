import { addDays, today } from "@shared/dates";
import type { Viewing } from "@shared/schemas/viewings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { weekStart } from "@web/lib/london-time";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { describe, expect, it } from "vitest";
import ViewingsPage from "./ViewingsPage";

const noFeed = () => ({ feed: { active: false, createdAt: null, lastUsedAt: null } });

const viewing = (over: Partial<Viewing>): Viewing => ({
  id: "v-1",
  enquiryId: "e-1",
  property: { id: "p-1", title: "Acacia House", address: "12 Acacia Road, York" },
  applicant: { name: "Jane Applicant", email: "jane@example.com", phone: null },
  startsAt: "2026-07-06T09:00:00.000Z",
  endsAt: "2026-07-06T09:30:00.000Z",
  status: "booked",
  host: "Test agent",
  interest: null,
  note: null,
  ...over,
});

const render = (path = "/viewings") =>
  renderPage(asUser(signedInUser("agent"), <ViewingsPage />), { path, route: "/viewings" });

describe("the viewings agenda", () => {
  it("groups the week's viewings by London day, each linked to its conversation", async () => {
    const calls = stubApi({
      "GET /api/manage/viewings": () => ({
        viewings: [
          viewing({}),
          viewing({
            id: "v-2",
            enquiryId: "e-2",
            startsAt: "2026-07-06T23:30:00.000Z",
            endsAt: "2026-07-07T00:00:00.000Z",
          }),
        ],
      }),
      "GET /api/viewings/calendar-feed": noFeed,
    });
    render("/viewings?week=2026-07-08");
    expect(await screen.findByRole("heading", { name: "Monday 6 July 2026" })).toBeTruthy();
    // 23:30 UTC on 6 July is 00:30 on 7 July in London.
    const tuesday = screen.getByRole("region", { name: "Tuesday 7 July 2026" });
    expect(within(tuesday).getByText("00:30 to 01:00")).toBeTruthy();
    expect(
      within(tuesday)
        .getByRole("link", { name: /Open conversation/ })
        .getAttribute("href"),
    ).toBe("/enquiries/e-2");
    expect(screen.getAllByTestId("viewing-card")).toHaveLength(2);
    expect(calls[0]?.path).toBe("/api/manage/viewings?from=2026-07-06&to=2026-07-12");
  });

  it("tells the next step when the week is empty and moves week by week", async () => {
    const calls = stubApi({
      "GET /api/manage/viewings": () => ({ viewings: [] }),
      "GET /api/viewings/calendar-feed": noFeed,
    });
    const user = userEvent.setup();
    const { router } = render();
    expect(await screen.findByText("No viewings this week")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to enquiries" }).getAttribute("href")).toBe(
      "/agent/properties/enquiries",
    );
    const monday = weekStart(today());
    await user.click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?week=${addDays(monday, 7)}`));
    await user.click(screen.getByLabelText("Only mine"));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === `/api/manage/viewings?from=${addDays(monday, 7)}&to=${addDays(monday, 13)}&mine=true`,
        ),
      ).toBe(true),
    );
    expect(screen.getByRole("button", { name: "Create calendar feed" })).toBeTruthy();
  });
});
