import type { AgencySummary, Engagement } from "@shared/schemas/agencies";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import AgentsPage from "./AgentsPage";

const agency = (over: Partial<AgencySummary> = {}): AgencySummary => ({
  id: "a-1",
  name: "Northern Lets",
  addressLine1: "1 Park Row",
  addressLine2: null,
  city: "Leeds",
  postcode: "LS1 5HD",
  redressScheme: "The Property Ombudsman",
  redressNumber: "T01234",
  cmpScheme: "Propertymark CMP",
  cmpNumber: null,
  logoUrl: null,
  ...over,
});

const engagement = (over: Partial<Engagement>): Engagement => ({
  id: "e-1",
  status: "active",
  requestedBy: "landlord",
  agency: agency(),
  landlord: { id: "landlord-1", name: "Test landlord", email: "landlord@example.com" },
  email: null,
  agents: [
    { id: "u-1", name: "Alex Agent", email: "alex@nl.test" },
    { id: "u-2", name: "Nat Neg", email: "nat@nl.test" },
  ],
  canAccept: false,
  createdAt: "2026-02-01T00:00:00.000Z",
  ...over,
});

const render = (path = "/landlord/agents") =>
  renderPage(asUser(signedInUser("landlord"), <AgentsPage />), { path, route: "/landlord/agents" });

describe("the landlord's agents page", () => {
  beforeEach(() => dismissToast());

  it("shows each agency with its address, schemes and agents, and answers an invitation", async () => {
    const calls = stubApi({
      "GET /api/engagements": () => ({
        items: [
          engagement({}),
          engagement({
            id: "e-2",
            status: "pending",
            requestedBy: "agency",
            canAccept: true,
            agents: [],
            agency: agency({ id: "a-2", name: "Coastal Homes", redressScheme: null, cmpScheme: null }),
          }),
        ],
      }),
      "POST /api/engagements/e-2/end": () => ({ engagement: engagement({ id: "e-2", status: "ended" }) }),
    });
    const user = userEvent.setup();
    render();
    const list = (await screen.findByRole("heading", { name: "Your agencies" }, { timeout: 5000 }))
      .parentElement!;
    const [first, second] = await within(list).findAllByRole("listitem");
    expect(within(first!).getByText("Working together")).toBeTruthy();
    expect(
      within(first!).getByText(
        /1 Park Row, Leeds LS1 5HD · The Property Ombudsman T01234 · Propertymark CMP/,
      ),
    ).toBeTruthy();
    expect(within(first!).getByText("Agents: Alex Agent, Nat Neg")).toBeTruthy();
    expect(within(second!).getByText("Invites you to work with them")).toBeTruthy();
    expect(within(second!).queryByText(/^Agents:/)).toBeNull();

    await user.click(within(second!).getByRole("button", { name: /^Decline ?Coastal Homes$/ }));
    await waitFor(() => expect(getToast()?.title).toBe("Withdrawn"));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/api/engagements/e-2/end"]);
  }, 20_000);

  it("finds an agency by name and asks to work with it", async () => {
    const calls = stubApi({
      "GET /api/engagements": () => ({ items: [engagement({})] }),
      "GET /api/agencies": () => ({
        items: [
          agency(),
          agency({ id: "a-3", name: "Northgate Lettings", city: "York", postcode: "YO1 7HH" }),
        ],
      }),
      "POST /api/engagements": () =>
        Response.json({ engagement: engagement({ id: "e-3" }) }, { status: 201 }),
    });
    const user = userEvent.setup();
    render();
    const search = await screen.findByLabelText(/Agency name/);
    await user.type(search, "N");
    // One letter is not a search.
    expect(calls.some((c) => c.path.startsWith("/api/agencies"))).toBe(false);
    await user.type(search, "orth");
    const results = await screen.findByText("Northgate Lettings", {}, { timeout: 5000 });
    const list = results.closest("ul")!;
    expect(calls.some((c) => c.path === "/api/agencies?q=North")).toBe(true);
    // An agency already engaged is not asked again.
    expect(within(list).getByText("Already on your list")).toBeTruthy();
    expect(within(list).getAllByRole("button")).toHaveLength(1);

    await user.click(
      within(list).getByRole("button", { name: /^Ask to work with them ?\(Northgate Lettings\)$/ }),
    );
    await waitFor(() =>
      expect(getToast()).toMatchObject({
        title: "Request sent",
        description: "Northgate Lettings sees your request and can accept it.",
      }),
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ agencyId: "a-3" });
  }, 20_000);

  it("says when no agency has that name", async () => {
    stubApi({
      "GET /api/engagements": () => ({ items: [] }),
      "GET /api/agencies": () => ({ items: [] }),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(/You have no agency yet/, {}, { timeout: 5000 })).toBeTruthy();
    await user.type(screen.getByLabelText(/Agency name/), "Zz");
    expect(await screen.findByText(/No agency by that name/)).toBeTruthy();
  });

  it("accepts the invitation in the e-mailed link once, then clears the link", async () => {
    const calls = stubApi({
      "GET /api/engagements": () => ({ items: [engagement({})] }),
      "POST /api/engagements/e-9/accept": () => ({ engagement: engagement({ id: "e-9" }) }),
    });
    const { router } = render("/landlord/agents?engagement=e-9&token=tok-1234567890");
    await waitFor(() => expect(getToast()?.title).toBe("Invitation accepted"));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    const accepts = calls.filter((c) => c.method === "POST");
    expect(accepts).toEqual([
      { method: "POST", path: "/api/engagements/e-9/accept", body: { token: "tok-1234567890" } },
    ]);
  });
});
