import type { Agreement, MoneyHome, Owner } from "@shared/schemas/money-owners";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, fieldError, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import HomeMoneyPage from "./HomeMoneyPage";
import HomesPage from "./HomesPage";

const agreement = (over: Partial<Agreement> = {}): Agreement => ({
  propertyId: "p-1",
  agentId: "u-agent",
  agentName: "Alex Agent",
  feeBp: 1_000,
  fixedFeeMinor: 2_500,
  vatBp: 2_000,
  startsOn: "2026-01-01",
  endsOn: null,
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

const home = (over: Partial<MoneyHome> = {}): MoneyHome => ({
  id: "p-1",
  title: "Flat 1, Mill Court",
  addressLine1: "1 Mill Lane",
  city: "Leeds",
  postcode: "LS1 1AA",
  landlordName: "Lena Landlord",
  agentName: "Alex Agent",
  relation: "owner",
  yourShareBp: 6_000,
  ownerCount: 2,
  purchasePriceMinor: 18_000_000,
  purchasedOn: "2019-05-01",
  currentValueMinor: 21_000_000,
  agreement: agreement(),
  canWrite: true,
  canEditOwners: true,
  ...over,
});

const owners: Owner[] = [
  {
    id: null,
    name: "Lena Landlord",
    email: null,
    shareBp: 6_000,
    isPrimary: true,
    status: "owner",
    isYou: true,
  },
  {
    id: "o-2",
    name: "Meera Shah",
    email: "meera@example.com",
    shareBp: 4_000,
    isPrimary: false,
    status: "accepted",
    isYou: false,
  },
];

describe("the homes and owners list", () => {
  const render = (role: "landlord" | "agent") =>
    renderPage(asUser(signedInUser(role), <HomesPage />), { path: `/${role}/money/homes` });

  it("shows each home's share or owners, value and agreement, linked to its money page", async () => {
    stubApi({
      "GET /api/money/homes": () => ({
        items: [
          home(),
          home({
            id: "p-2",
            title: "2 Elm Street",
            relation: "co-owner",
            agreement: null,
            currentValueMinor: null,
          }),
          home({
            id: "p-3",
            title: "3 Oak Road",
            relation: "agent",
            yourShareBp: null,
            ownerCount: 3,
            agentName: null,
            agreement: null,
          }),
          home({ id: "p-4", title: "4 Ash Close", agreement: agreement({ feeBp: 0, vatBp: 0 }) }),
        ],
        truncated: true,
      }),
    });
    render("landlord");
    const link = await screen.findByRole("link", { name: "Flat 1, Mill Court" }, { timeout: 5000 });
    expect(link.getAttribute("href")).toBe("/landlord/money/homes/p-1");
    const card = (title: string) => screen.getByRole("link", { name: title }).closest("li")!;

    const first = card("Flat 1, Mill Court");
    expect(within(first).getByText("Yours")).toBeTruthy();
    expect(within(first).getByText("Your share").nextSibling?.textContent).toBe("60 %");
    expect(within(first).getByText("£210,000")).toBeTruthy();
    expect(within(first).getByText("10 % of rent + £25 a month + VAT")).toBeTruthy();

    const second = card("2 Elm Street");
    expect(within(second).getByText("Co-owned")).toBeTruthy();
    expect(within(second).getByText("Not recorded")).toBeTruthy();
    expect(within(second).getByText("None yet")).toBeTruthy();

    const third = card("3 Oak Road");
    expect(within(third).getByText("Managed")).toBeTruthy();
    expect(within(third).getByText("Owners").nextSibling?.textContent).toBe("3");
    expect(within(third).getByText("No agent")).toBeTruthy();

    expect(within(card("4 Ash Close")).getByText("£25 a month")).toBeTruthy();
    expect(screen.getByText("Showing the first 500 homes by name.")).toBeTruthy();
  });

  it("tells a landlord to add a property and an agent to wait for one", async () => {
    stubApi({ "GET /api/money/homes": () => ({ items: [], truncated: false }) });
    const landlord = render("landlord");
    expect(await screen.findByText(/Add a property first/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add your first property" }).getAttribute("href")).toBe(
      "/landlord/properties/new",
    );
    landlord.unmount();
    render("agent");
    expect(
      await screen.findByText(/once a landlord assigns them to you/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add your first property" })).toBeNull();
  });
});

describe("one home's money", () => {
  beforeEach(() => dismissToast());

  const render = (role: "landlord" | "agent" = "landlord") =>
    renderPage(asUser(signedInUser(role), <HomeMoneyPage />), {
      path: `/${role}/money/homes/p-1`,
      route: `/${role}/money/homes/:propertyId`,
    });

  it("lets the landlord account save values in pounds and set, then remove, the agreement", async () => {
    let current = home();
    const calls = stubApi({
      "GET /api/money/homes/p-1": () => ({ home: current }),
      "GET /api/money/homes/p-1/owners": () => ({ owners }),
      "PUT /api/money/homes/p-1/values": () => ({ home: current }),
      "PUT /api/money/homes/p-1/agreement": () => ({ agreement: current.agreement }),
      "DELETE /api/money/homes/p-1/agreement": () => {
        current = { ...current, agreement: null };
        return { ok: true };
      },
    });
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByRole("heading", { name: "Money of Flat 1, Mill Court" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText("Your share: 60 %")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All homes" }).getAttribute("href")).toBe(
      "/landlord/money/homes",
    );

    const values = screen.getByRole("form", { name: "Values" });
    const price = within(values).getByLabelText(/Current value/);
    expect((price as HTMLInputElement).value).toBe("210000");
    await user.clear(price);
    await user.type(price, "a lot");
    await user.click(within(values).getByRole("button", { name: "Save values" }));
    await waitFor(() => expect(fieldError(price)).toBe("Enter an amount in pounds, like 250000"));
    await user.clear(price);
    await user.type(price, "225,000");
    await user.click(within(values).getByRole("button", { name: "Save values" }));
    await waitFor(() => expect(getToast()?.title).toBe("Values saved"));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      purchasePriceMinor: 18_000_000,
      purchasedOn: "2019-05-01",
      currentValueMinor: 22_500_000,
    });

    const terms = screen.getByRole("form", { name: "Management agreement" });
    const fee = within(terms).getByLabelText(/Fee \(% of rent collected\)/);
    await user.clear(fee);
    await user.type(fee, "12.5");
    expect(within(terms).getByText("On £1,200 rent in a month: fee £175 + VAT £35 = £210")).toBeTruthy();
    await user.click(within(terms).getByRole("button", { name: "Save agreement" }));
    await waitFor(() => expect(getToast()?.title).toBe("Agreement saved"));
    expect(calls.find((c) => c.path.endsWith("/agreement") && c.method === "PUT")?.body).toEqual({
      feeBp: 1_250,
      fixedFeeMinor: 2_500,
      vatBp: 2_000,
      startsOn: "2026-01-01",
      endsOn: null,
    });

    await user.click(screen.getByRole("button", { name: "Remove agreement" }));
    await waitFor(() => expect(getToast()?.title).toBe("Agreement removed"));
    expect(await screen.findByRole("button", { name: "Set up agreement" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove agreement" })).toBeNull();
  }, 30_000);

  it("shows a co-owner the figures without forms, and who may change them", async () => {
    stubApi({
      "GET /api/money/homes/p-1": () => ({
        home: home({ relation: "co-owner", yourShareBp: 4_000, canWrite: false, canEditOwners: false }),
      }),
      "GET /api/money/homes/p-1/owners": () => ({ owners: owners.map((o) => ({ ...o, isYou: !o.isYou })) }),
    });
    render();
    expect(await screen.findByText("Your share: 40 %", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Only Lena Landlord, the landlord account, can change it\./)).toBeTruthy();
    expect(await screen.findByText("Meera Shah")).toBeTruthy();
    expect(screen.getByText("(you)").parentElement?.textContent).toBe("Meera Shah (you)");
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button", { name: /Save|Remove/ })).toBeNull();
  });

  it("lets the agent record values but only read the agreement and owners", async () => {
    stubApi({
      "GET /api/money/homes/p-1": () => ({
        home: home({ relation: "agent", yourShareBp: null, canEditOwners: false, agreement: null }),
      }),
      "GET /api/money/homes/p-1/owners": () => ({ owners }),
    });
    render("agent");
    expect(await screen.findByRole("form", { name: "Values" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/Your share/)).toBeNull();
    expect(screen.queryByRole("form", { name: "Management agreement" })).toBeNull();
    expect(
      screen.getByText(
        "No agreement recorded yet. Lena Landlord, the landlord account, sets it up on this page.",
      ),
    ).toBeTruthy();
    expect(await screen.findByText("Meera Shah")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save owners" })).toBeNull();
  });

  it("has no agreement section body for a home without an agent", async () => {
    stubApi({
      "GET /api/money/homes/p-1": () => ({ home: home({ agentName: null, agreement: null }) }),
      "GET /api/money/homes/p-1/owners": () => ({ owners }),
    });
    render();
    expect(
      await screen.findByText(
        "This home has no letting agent, so there is no management fee.",
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Management agreement" })).toBeNull();
  });
});
