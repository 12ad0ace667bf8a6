import { today } from "@shared/dates";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, fieldError, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import NewTenancyPage from "./NewTenancyPage";
import { managedRow, tenancy } from "./tenancies.factories";

function openForm(path = "/landlord/tenancies/new") {
  return renderPage(asUser(signedInUser("landlord"), <NewTenancyPage />), {
    path,
    route: "/landlord/tenancies/new",
  });
}

const properties = (...items: ReturnType<typeof managedRow>[]) => ({
  "GET /api/manage/properties": () => ({ items, total: items.length, page: 1, pageSize: 100 }),
});

describe("new tenancy", () => {
  // The toast store is module state: start each test without the previous one\'s toast.
  beforeEach(() => dismissToast());

  it("names every missing required field and sends nothing", async () => {
    const calls = stubApi(properties(managedRow()));
    const user = userEvent.setup();
    openForm();
    await screen.findByText(/Garden flat near the park/);
    await user.click(screen.getByRole("button", { name: "Create tenancy" }));

    await waitFor(() => expect(fieldError(screen.getByLabelText("Property"))).toBe("Choose a property"));
    expect(fieldError(screen.getByLabelText("Tenant's e-mail"))).toBe("Enter the tenant's e-mail address");
    expect(fieldError(screen.getByLabelText("Rent (£)"))).toBe("Enter the rent in pounds, e.g. 1200");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/manage/properties?pageSize=100&sort=title",
    ]);
  });

  it("fills the rent from the chosen property, checks the deposit and shows the server's cap", async () => {
    const cap =
      "A deposit of £5,000.00 is more than the England cap of 5 weeks' rent: £4,750.00 (Tenant Fees Act 2019 Sch 1 para 2); it is £250.00 over.";
    stubApi({
      ...properties(managedRow({ id: "p-7", rentAmount: 95_000, rentPeriod: "week" })),
      "POST /api/tenancies": () =>
        Response.json(
          {
            error: {
              code: "validation_error",
              message: `Invalid input. depositAmount: ${cap}`,
              fields: { depositAmount: cap },
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    openForm("/landlord/tenancies/new?propertyId=p-7");
    const rent = screen.getByLabelText("Rent (£)") as HTMLInputElement;
    await waitFor(() => expect(rent.value).toBe("950.00"));
    expect((screen.getByLabelText("Paid") as HTMLSelectElement).value).toBe("weekly");

    await user.type(screen.getByLabelText("Tenant's e-mail"), "tara@example.com");
    const deposit = screen.getByLabelText(/^Deposit \(£\)/);
    await user.type(deposit, "ten pounds");
    await user.click(screen.getByRole("button", { name: "Create tenancy" }));
    await waitFor(() => expect(fieldError(deposit)).toBe("Enter the deposit in pounds, e.g. 1200"));

    await user.clear(deposit);
    await user.type(deposit, "5,000");
    await user.click(screen.getByRole("button", { name: "Create tenancy" }));
    await waitFor(() => expect(fieldError(deposit)).toBe(cap));
    // Protection is recorded on the tenancy's deposit later (the law gives 30 days), not here.
    expect(screen.queryByLabelText(/protection scheme/i)).toBeNull();
  });

  it("sends the tenancy with amounts in pence and opens it", async () => {
    const calls = stubApi({
      ...properties(managedRow({ id: "p-8", rentAmount: 125_000 })),
      "POST /api/tenancies": () =>
        Response.json(
          {
            tenancy: tenancy({
              id: "t-9",
              status: "draft",
              invitation: { email: "tara@example.com", expiresAt: null },
            }),
          },
          { status: 201 },
        ),
    });
    const user = userEvent.setup();
    const { router } = openForm();
    await screen.findByText(/Garden flat near the park/);
    await user.selectOptions(screen.getByLabelText("Property"), "p-8");
    await waitFor(() =>
      expect((screen.getByLabelText("Rent (£)") as HTMLInputElement).value).toBe("1250.00"),
    );
    await user.clear(screen.getByLabelText("Rent (£)"));
    await user.type(screen.getByLabelText("Rent (£)"), "£1,275.50");
    await user.type(screen.getByLabelText("Tenant's e-mail"), "tara@example.com");
    await user.type(screen.getByLabelText(/^Deposit \(£\)/), "1471.15");
    await user.click(screen.getByRole("button", { name: "Create tenancy" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/landlord/tenancies/t-9"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      propertyId: "p-8",
      tenantEmail: "tara@example.com",
      startDate: today(),
      endDate: null,
      signedOn: null,
      rentAmount: 127_550,
      rentFrequency: "monthly",
      dueDay: Number(today().slice(8, 10)),
      depositAmount: 147_115,
    });
    expect(getToast()).toMatchObject({
      title: "Tenancy created",
      description: "Saved as a draft. We e-mailed tara@example.com an invitation to join.",
    });
  });

  it("shows the server's field errors on the form", async () => {
    stubApi({
      ...properties(managedRow({ id: "p-9" })),
      "POST /api/tenancies": () =>
        Response.json(
          {
            error: {
              code: "active_tenancy_exists",
              message: "This property already has a tenancy",
              fields: { propertyId: "This property already has an active or draft tenancy" },
            },
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    const { router } = openForm("/landlord/tenancies/new?propertyId=p-9");
    await waitFor(() =>
      expect((screen.getByLabelText("Rent (£)") as HTMLInputElement).value).toBe("1250.00"),
    );
    await user.type(screen.getByLabelText("Tenant's e-mail"), "tara@example.com");
    await user.click(screen.getByRole("button", { name: "Create tenancy" }));

    await waitFor(() =>
      expect(fieldError(screen.getByLabelText("Property"))).toBe(
        "This property already has an active or draft tenancy",
      ),
    );
    expect(router.state.location.pathname).toBe("/landlord/tenancies/new");
  });

  it("'Let it' opens the form with its home chosen, even past the list's first page (issue 42 item 4)", async () => {
    stubApi({
      ...properties(
        managedRow({ id: "p-1", title: "First flat" }),
        managedRow({ id: "p-2", title: "Second flat" }),
      ),
      "GET /api/manage/properties/p-500": () => ({
        property: { ...managedRow({ id: "p-500", title: "Far-down house", rentAmount: 180_000 }) },
      }),
    });
    openForm("/landlord/tenancies/new?propertyId=p-2");
    const select = screen.getByLabelText("Property") as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe("p-2"));
    expect(select.selectedOptions[0]?.textContent).toMatch(/^Second flat/);
  });

  it("fetches the named home when the first page of the list lacks it, and chooses it", async () => {
    const calls = stubApi({
      ...properties(managedRow({ id: "p-1", title: "First flat" })),
      "GET /api/manage/properties/p-500": () => ({
        property: { ...managedRow({ id: "p-500", title: "Far-down house", rentAmount: 180_000 }) },
      }),
    });
    openForm("/landlord/tenancies/new?propertyId=p-500");
    const select = screen.getByLabelText("Property") as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe("p-500"));
    expect(select.selectedOptions[0]?.textContent).toMatch(/^Far-down house/);
    await waitFor(() =>
      expect((screen.getByLabelText("Rent (£)") as HTMLInputElement).value).toBe("1800.00"),
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain("GET /api/manage/properties/p-500");
  });

  it("offers a fixed term only where the law allows one (Wales), and says an English tenancy is periodic", async () => {
    stubApi(
      properties(
        managedRow({ id: "p-en", title: "English flat" }),
        managedRow({ id: "p-cy", title: "Welsh cottage", jurisdiction: "wales" }),
      ),
    );
    const user = userEvent.setup();
    openForm();
    await screen.findByText(/English flat/);
    await user.selectOptions(screen.getByLabelText("Property"), "p-en");
    expect(screen.queryByLabelText(/End of the fixed term/)).toBeNull();
    expect(screen.getByText(/England tenancies have no fixed term/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Property"), "p-cy");
    expect(await screen.findByLabelText(/End of the fixed term/)).toBeTruthy();
  });
});
