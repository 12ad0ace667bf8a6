import type { Clock, ClockDuty, ComplianceScore, DutyStatus } from "@shared/schemas/compliance";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { describe, expect, it } from "vitest";
import ClockPage from "./ClockPage";

const score: ComplianceScore = { score: 50, overdue: 0, missing: 0, dueSoon: 0, ok: 0, notApplicable: 0 };

const homeOf = (i: number) => ({
  id: `p-${i}`,
  title: `House ${i}`,
  addressLine1: `${i} Acacia Road`,
  city: "York",
  postcode: "YO1 1AA",
});

function duty(home: number, status: DutyStatus, n: number, title = "Gas safety check"): ClockDuty {
  return {
    key: `${title}:${home}:${n}`,
    kind: "gas_safety_check",
    area: "gas",
    propertyId: `p-${home}`,
    tenancyId: null,
    title,
    subject: null,
    status,
    dueOn: `2026-0${(n % 9) + 1}-12`,
    detail: "What Keyhold computed.",
    rule: { summary: "A gas safety check every 12 months", source: "reg. 36" },
    evidence: { documentId: null, date: null, served: [] },
    property: homeOf(home),
  };
}

/**
 * `homes` homes (60: 240 duties) of four duties each, all OK, but for home 7 (2 overdue, 1 due soon),
 * home 30 (1 missing) and home 45 (1 overdue).
 */
function portfolio(homes = 60): ClockDuty[] {
  const special: Record<number, DutyStatus[]> = {
    7: ["overdue", "overdue", "due_soon", "ok"],
    30: ["missing", "ok", "ok", "ok"],
    45: ["overdue", "ok", "ok", "ok"],
  };
  const duties: ClockDuty[] = [];
  for (let h = 1; h <= homes; h++) {
    const statuses = special[h] ?? ["ok", "ok", "ok", "ok"];
    statuses.forEach((s, n) => {
      duties.push(duty(h, s, n, n === 3 ? "Energy performance certificate" : "Gas safety check"));
    });
  }
  return duties;
}

function stub(duties: ClockDuty[], homes = 60) {
  const clock: Clock = {
    duties,
    total: duties.length,
    score,
    homes: Array.from({ length: homes }, (_, i) => ({ ...homeOf(i + 1), score })),
  };
  return stubApi({
    "GET /api/compliance/duties": () => clock,
    "GET /api/compliance/calendar-feed": () => ({
      feed: { active: false, createdAt: null, lastUsedAt: null },
    }),
    "GET /api/compliance/settings": () => ({
      settings: { leadDays: [60, 30, 7], overdueWeekly: true, email: true },
    }),
    "GET /api/deposits/attention": () => ({ items: [] }),
  });
}

const render = (path = "/landlord/compliance") =>
  renderPage(asUser(signedInUser("landlord"), <ClockPage />), { path, route: "/landlord/compliance" });

/** Each group's header button, in order. Test ids, not roles: role queries crawl on 60 groups. */
const groupButtons = async () =>
  (await screen.findAllByTestId("duty-group", {}, { timeout: 3000 })).map(
    (g) => g.querySelector<HTMLButtonElement>("button[aria-expanded]")!,
  );

describe("the clock's duties grouped by home", () => {
  it("puts each home in a group with its counts, the worst first, the fine ones folded", async () => {
    stub(portfolio());
    render();
    const buttons = await groupButtons();
    expect(buttons).toHaveLength(60);
    expect(buttons.slice(0, 4).map((b) => b.textContent)).toEqual([
      "7 Acacia Road, York2 overdue · 1 due soon · 1 OK",
      "45 Acacia Road, York1 overdue · 3 OK",
      "30 Acacia Road, York1 missing · 3 OK",
      "1 Acacia Road, York4 OK",
    ]);
    // Something overdue or missing: open, its duties shown; everything fine: folded, none shown.
    expect(buttons.slice(0, 3).map((b) => b.getAttribute("aria-expanded"))).toEqual(["true", "true", "true"]);
    expect(buttons.slice(3).every((b) => b.getAttribute("aria-expanded") === "false")).toBe(true);
    expect(screen.getAllByTestId("duty-row")).toHaveLength(12);
    const folded = document.getElementById(buttons[3]!.getAttribute("aria-controls")!)!;
    expect(folded.hidden).toBe(true);
    expect(within(folded).queryAllByTestId("duty-row")).toHaveLength(0);
  });

  it("opens and folds a group from its header, by mouse or keyboard", async () => {
    stub(portfolio());
    render();
    const fine = (await groupButtons())[3]!;
    await userEvent.click(fine);
    expect(fine.getAttribute("aria-expanded")).toBe("true");
    const body = document.getElementById(fine.getAttribute("aria-controls")!)!;
    expect(within(body).getAllByTestId("duty-row")).toHaveLength(4);
    fine.focus();
    await userEvent.keyboard("{Enter}");
    expect(fine.getAttribute("aria-expanded")).toBe("false");
    expect(within(body).queryAllByTestId("duty-row")).toHaveLength(0);
  });

  it("groups by duty on request, keeping the choice in the URL beside the filters", async () => {
    stub(portfolio(8));
    const { router } = render("/landlord/compliance?status=ok");
    await groupButtons();
    await userEvent.click(screen.getByText("Duty", { selector: "button" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=ok&group=duty"));
    await waitFor(() => expect(screen.getByLabelText("Duties by duty")).toBeTruthy());
    expect((await groupButtons()).map((b) => b.textContent)).toEqual([
      "Gas safety check2 overdue · 1 due soon · 21 OK",
      "Energy performance certificate8 OK",
    ]);
    // The server is asked with the filters only.
    fireEvent.change(screen.getByLabelText("Area"), { target: { value: "gas" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=ok&group=duty&area=gas"));
  });

  it("opens every group of a short list", async () => {
    stub([duty(1, "ok", 0), duty(2, "ok", 0), duty(2, "due_soon", 1)], 2);
    render();
    const buttons = await groupButtons();
    expect(buttons.map((b) => b.getAttribute("aria-expanded"))).toEqual(["true", "true"]);
    expect(buttons[0]!.textContent).toContain("1 due soon · 1 OK");
    expect(screen.getAllByTestId("duty-row")).toHaveLength(3);
  });

  it("lists a single home's duties without groups", async () => {
    stub([duty(1, "overdue", 0), duty(1, "ok", 1)], 1);
    render();
    expect(await screen.findAllByTestId("duty-row")).toHaveLength(2);
    expect(screen.queryByTestId("duty-group")).toBeNull();
    expect(screen.queryByText("Group by")).toBeNull();
  });
});
