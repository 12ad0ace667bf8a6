import type { ContractorListItem } from "@shared/schemas/works";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage, stubApi } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { RaiseOrderDialog } from "./RaiseOrderDialog";

const contractor = (over: Partial<ContractorListItem>): ContractorListItem => ({
  id: "c-1",
  ownerId: "u-agent",
  ownerName: "Andy Agent",
  name: "Bob Pipe",
  company: null,
  trade: "plumber",
  areas: [],
  email: "bob@pipe.test",
  phone: null,
  insuranceExpiresOn: null,
  insurance: "valid",
  gasSafeNumber: null,
  niceicNumber: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("choosing a contractor for a home", () => {
  it("asks for the home's ranking and groups the contractors by whether they cover it", async () => {
    const calls = stubApi({
      // As the server ranks them for a home in SE10 (postcode-areas.ts).
      "GET /api/contractors": () => ({
        items: [
          contractor({
            id: "c-london",
            company: "Greenwich Gas",
            trade: "gas_engineer",
            areas: ["SE"],
            coverage: { kind: "covers", label: "Covers SE10" },
          }),
          contractor({ id: "c-unknown", coverage: { kind: "unknown", label: "Areas not recorded" } }),
          contractor({
            id: "c-leeds",
            company: "Leeds Pipes",
            areas: ["LS1"],
            coverage: { kind: "outside", label: "Outside their areas" },
          }),
        ],
      }),
    });
    const user = userEvent.setup();
    renderPage(<RaiseOrderDialog ticketId="t-1" propertyId="p-1" description="Boiler" onLink={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Raise works order" }));
    const dialog = await screen.findByRole("dialog", { name: "Raise a works order" });
    await within(dialog).findByRole("option", { name: "Greenwich Gas (Gas engineer)" });
    expect(calls.find((c) => c.path.startsWith("/api/contractors"))?.path).toBe(
      "/api/contractors?propertyId=p-1",
    );
    const groups = within(dialog).getAllByRole("group");
    expect(groups.map((g) => g.getAttribute("label"))).toEqual([
      "Covers SE10",
      "Areas not recorded",
      "Outside their areas",
    ]);
    expect(within(groups[0]!).getByRole("option").textContent).toBe("Greenwich Gas (Gas engineer)");
    expect(within(groups[2]!).getByRole("option").textContent).toBe("Leeds Pipes (Plumber)");
    // Outside their areas is still a choice: the agent decides.
    await user.selectOptions(within(dialog).getByLabelText("Contractor"), "c-leeds");
    expect((within(dialog).getByLabelText("Contractor") as HTMLSelectElement).value).toBe("c-leeds");
    expect(within(dialog).getByText(/Those whose areas cover the home come first/)).toBeTruthy();
  }, 20_000);
});
