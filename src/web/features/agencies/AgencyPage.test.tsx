import type { AgencySummary, Engagement, MyAgency } from "@shared/schemas/agencies";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, fieldError, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import AgencyPage from "./AgencyPage";

const me = signedInUser("agent", { id: "u-me", name: "Alex Agent" });

const agency: AgencySummary = {
  id: "a-1",
  name: "Northern Lets",
  addressLine1: "1 Park Row",
  addressLine2: null,
  city: "Leeds",
  postcode: "LS1 5HD",
  redressScheme: "The Property Ombudsman",
  redressNumber: "T01234",
  cmpScheme: null,
  cmpNumber: null,
  logoUrl: null,
};

const engagement = (over: Partial<Engagement>): Engagement => ({
  id: "e-1",
  status: "pending",
  requestedBy: "landlord",
  agency,
  landlord: { id: "l-1", name: "Lena Landlord", email: "lena@example.com" },
  email: null,
  agents: [],
  canAccept: true,
  createdAt: "2026-02-01T00:00:00.000Z",
  ...over,
});

const mine = (over: Partial<MyAgency> = {}): MyAgency => ({
  agency,
  role: "owner",
  can: ["editAgency", "invite", "engage", "money"],
  members: [
    {
      id: "m-1",
      userId: "u-me",
      name: "Alex Agent",
      email: "alex@nl.test",
      role: "owner",
      joinedAt: "2026-01-01",
    },
    {
      id: "m-2",
      userId: "u-2",
      name: "Nat Neg",
      email: "nat@nl.test",
      role: "negotiator",
      joinedAt: "2026-01-02",
    },
  ],
  invitations: [],
  engagements: [],
  ...over,
});

const render = () =>
  renderPage(asUser(me, <AgencyPage />), { path: "/agent/agency", route: "/agent/agency" });

describe("the agent's agency page", () => {
  beforeEach(() => dismissToast());

  it("creates an agency when the agent has none, checking the form first", async () => {
    let current = mine({ agency: null, role: null, can: [], members: [] });
    const calls = stubApi({
      "GET /api/agency": () => current,
      "POST /api/agency": () => {
        current = mine();
        return current;
      },
    });
    const user = userEvent.setup();
    render();
    const create = await screen.findByRole("button", { name: "Create agency" }, { timeout: 5000 });
    await user.click(create);
    await waitFor(() => expect(fieldError(screen.getByLabelText("Agency name"))).toBeTruthy());
    expect(fieldError(screen.getByLabelText("Postcode"))).toBe(
      "Please enter a valid UK postcode, e.g. SW1A 1AA",
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(screen.getByLabelText("Agency name"), "Northern Lets");
    await user.type(screen.getByLabelText("Address line 1"), "1 Park Row");
    await user.type(screen.getByLabelText("Town or city"), "Leeds");
    await user.type(screen.getByLabelText("Postcode"), "ls15hd");
    await user.type(screen.getByLabelText(/Redress membership number/), "T01234");
    await user.click(create);
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText(/^Redress scheme/))).toBe("Name the redress scheme"),
    );
    await user.type(screen.getByLabelText(/^Redress scheme/), "The Property Ombudsman");
    await user.click(create);

    expect(await screen.findByRole("heading", { name: "Northern Lets", level: 1 })).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Northern Lets",
      addressLine1: "1 Park Row",
      addressLine2: null,
      city: "Leeds",
      postcode: "LS1 5HD",
      redressScheme: "The Property Ombudsman",
      redressNumber: "T01234",
      cmpScheme: null,
      cmpNumber: null,
    });
    expect(getToast()?.title).toBe("Agency created");
  }, 20_000);

  it("accepts a landlord's request and ends an engagement, telling the agent each time", async () => {
    let current = mine({
      engagements: [
        engagement({}),
        engagement({
          id: "e-2",
          status: "active",
          canAccept: false,
          landlord: null,
          email: "old@example.com",
        }),
      ],
    });
    const calls = stubApi({
      "GET /api/agency": () => current,
      "POST /api/engagements/e-1/accept": () => {
        current = {
          ...current,
          engagements: current.engagements.map((e) => ({
            ...e,
            status: "active" as const,
            canAccept: false,
          })),
        };
        return { engagement: current.engagements[0] };
      },
      "POST /api/engagements/e-2/end": () => ({ engagement: { ...current.engagements[1], status: "ended" } }),
    });
    const user = userEvent.setup();
    render();
    const landlords = (await screen.findByRole("heading", { name: "Landlords" }, { timeout: 5000 }))
      .parentElement!;
    const items = within(landlords).getAllByRole("listitem");
    expect(within(items[0]!).getByText("Lena Landlord (lena@example.com)", { selector: "p" })).toBeTruthy();
    expect(within(items[0]!).getByText("Asks to work with you")).toBeTruthy();
    expect(within(items[1]!).getByText("old@example.com", { selector: "p" })).toBeTruthy();
    expect(within(items[1]!).getByText("Working together")).toBeTruthy();
    // The agency's own view does not repeat its address on each landlord.
    expect(within(landlords).queryByText(/1 Park Row/)).toBeNull();

    await user.click(within(items[1]!).getByRole("button", { name: /^End engagement ?old@example\.com$/ }));
    await waitFor(() => expect(getToast()?.title).toBe("Engagement ended"));
    await user.click(within(items[0]!).getByRole("button", { name: /^Accept ?Lena Landlord/ }));
    await waitFor(() => expect(getToast()?.title).toBe("Accepted"));
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body])).toEqual([
      ["/api/engagements/e-2/end", undefined],
      ["/api/engagements/e-1/accept", {}],
    ]);
    await waitFor(() => expect(within(landlords).queryByRole("button", { name: /^Accept / })).toBeNull());
  }, 20_000);

  it("invites a landlord by e-mail and shows the server's refusal beside the field", async () => {
    let attempt = 0;
    const calls = stubApi({
      "GET /api/agency": () => mine(),
      "POST /api/agency/engagements": () =>
        ++attempt === 1
          ? Response.json(
              {
                error: {
                  code: "conflict",
                  message: "Already invited",
                  fields: { email: "This landlord already works with you" },
                },
              },
              { status: 409 },
            )
          : Response.json(
              { engagement: engagement({ requestedBy: "agency", canAccept: false }) },
              { status: 201 },
            ),
    });
    const user = userEvent.setup();
    render();
    const email = await screen.findByLabelText("Invite a landlord by e-mail", {}, { timeout: 5000 });
    await user.type(email, "lena@example.com");
    await user.click(screen.getByRole("button", { name: "Invite landlord" }));
    await waitFor(() => expect(fieldError(email)).toBe("This landlord already works with you"));
    await user.clear(email);
    await user.type(email, "new@example.com");
    await user.click(screen.getByRole("button", { name: "Invite landlord" }));
    await waitFor(() =>
      expect(getToast()).toMatchObject({
        title: "Invitation sent",
        description: "We e-mailed new@example.com an invitation to work with you.",
      }),
    );
    expect((email as HTMLInputElement).value).toBe("");
    expect(fieldError(email)).toBeNull();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { email: "lena@example.com" },
      { email: "new@example.com" },
    ]);
  }, 20_000);

  it("manages members: changes a role, invites an agent, withdraws an invitation", async () => {
    const invited = mine({
      invitations: [
        {
          id: "i-1",
          email: "sam@nl.test",
          role: "accounts",
          expiresAt: "2026-03-01T00:00:00.000Z",
          createdAt: "2026-02-01T00:00:00.000Z",
        },
      ],
    });
    // Each change answers the agency as it now is; the page shows that answer.
    const calls = stubApi({
      "GET /api/agency": () => invited,
      "PATCH /api/agency/members/m-2": () => invited,
      "POST /api/agency/invitations": () => invited,
      "DELETE /api/agency/invitations/i-1": () => mine(),
    });
    const user = userEvent.setup();
    render();
    const members = (await screen.findByRole("heading", { name: "Members" }, { timeout: 5000 }))
      .parentElement!;
    expect(within(members).getByText("(you)")).toBeTruthy();
    // The agent leaves; they remove others. (Testing Library joins a button's text and its
    // screen-reader-only span without the space a browser keeps: hence the optional space.)
    expect(within(members).getByRole("button", { name: /^Leave ?Alex Agent$/ })).toBeTruthy();
    expect(within(members).getByRole("button", { name: /^Remove ?Nat Neg$/ })).toBeTruthy();

    await user.selectOptions(within(members).getByLabelText("Role of Nat Neg"), "manager");
    await user.type(within(members).getByLabelText("Their e-mail address"), "kim@nl.test");
    await user.selectOptions(within(members).getByLabelText("Role"), "accounts");
    await user.click(within(members).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(getToast()?.title).toBe("Invitation sent"));
    expect(within(members).getByText(/Accounts · expires/)).toBeTruthy();
    await user.click(
      within(members).getByRole("button", { name: /^Withdraw ?the invitation to sam@nl\.test$/ }),
    );
    await waitFor(() => expect(within(members).getByText(/None waiting/)).toBeTruthy());
    expect(calls.filter((c) => c.method !== "GET").map((c) => [c.method, c.path, c.body])).toEqual([
      ["PATCH", "/api/agency/members/m-2", { role: "manager" }],
      ["POST", "/api/agency/invitations", { email: "kim@nl.test", role: "accounts" }],
      ["DELETE", "/api/agency/invitations/i-1", undefined],
    ]);
  }, 20_000);

  it("shows a negotiator the agency without the owner's controls", async () => {
    stubApi({
      "GET /api/agency": () =>
        mine({
          role: "negotiator",
          can: [],
          engagements: [engagement({ status: "active", canAccept: false })],
        }),
    });
    render();
    expect(await screen.findByText(/Your role: Negotiator\./, {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText("Agency name") as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Save details" })).toBeNull();
    expect(screen.queryByLabelText("Invite a landlord by e-mail")).toBeNull();
    expect(screen.queryByRole("button", { name: /End engagement/ })).toBeNull();
    expect(screen.queryByLabelText("Role of Nat Neg")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Invite an agent" })).toBeNull();
    // A negotiator may leave, but not remove a colleague.
    expect(screen.getByRole("button", { name: /^Leave ?Alex Agent$/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Remove ?Nat Neg$/ })).toBeNull();
  });
});
