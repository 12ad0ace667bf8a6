import { maintenanceNoHomeMessage } from "@shared/schemas/support";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, fieldError, signedInUser } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import CreateTicketPage from "./CreateTicketPage";

const home = { id: "6f1c2b1e-8d8a-4c1e-9a55-0c8f5b0f1a01", title: "2 Mill Lane" };

const render = (role: "tenant" | "landlord", path = "/support/new") =>
  renderPage(asUser(signedInUser(role), <CreateTicketPage />), { path, route: "/support/new" });

describe("a new support request", () => {
  beforeEach(() => dismissToast());

  it("files a tenant's repair against their only home and opens the new request", async () => {
    const calls = stubApi({
      "GET /api/support/properties": () => ({ items: [home] }),
      "POST /api/support/tickets": () => Response.json({ ticket: { id: "t-9" } }, { status: 201 }),
    });
    const user = userEvent.setup();
    const { router } = render("tenant");
    const property = (await screen.findByLabelText("Property", {}, { timeout: 5000 })) as HTMLSelectElement;
    await waitFor(() => expect(property.value).toBe(home.id));
    expect(screen.getByText("Your landlord and letting agent will see the request.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText("Where in the property?"))).toBe(
        "Please tell us where in the property the problem is",
      ),
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(screen.getByLabelText("Subject"), "No hot water since Monday");
    await user.selectOptions(screen.getByLabelText("Where in the property?"), "kitchen");
    await user.type(
      screen.getByLabelText("Describe the problem"),
      "The boiler shows F28 and the water stays cold.",
    );
    await user.click(screen.getByRole("radio", { name: /^High/ }));
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/support/tickets/t-9"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      category: "maintenance",
      priority: "high",
      subject: "No hot water since Monday",
      description: "The boiler shows F28 and the water stays cold.",
      location: "kitchen",
      propertyId: home.id,
    });
    expect(getToast()?.title).toBe("Request sent");
  }, 30_000);

  it("stops a tenant with no home from sending a repair, but not another kind of request", async () => {
    stubApi({ "GET /api/support/properties": () => ({ items: [] }) });
    const user = userEvent.setup();
    render("tenant", "/support/new?category=safety_alarm");
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe(
      maintenanceNoHomeMessage,
    );
    expect(screen.getByText(/call the gas emergency line on 0800 111 999/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send request" }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText("What is it about?"), "billing");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect((screen.getByRole("button", { name: "Send request" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByLabelText("Where in the property?")).toBeNull();
    expect(screen.getByLabelText("How can we help?")).toBeTruthy();
  }, 20_000);

  it("lets a landlord send a request about no particular home, and shows the server's refusal", async () => {
    const calls = stubApi({
      "GET /api/support/properties": () => ({ items: [home] }),
      "POST /api/support/tickets": () =>
        Response.json(
          { error: { code: "validation_error", message: "Check", fields: { subject: "Say a little more" } } },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    render("landlord", "/support/new?category=billing");
    const property = (await screen.findByLabelText(/^Property/, {}, { timeout: 5000 })) as HTMLSelectElement;
    expect(property.value).toBe("");
    expect(screen.getByRole("option", { name: "Not about a particular property" })).toBeTruthy();
    await user.type(screen.getByLabelText("Subject"), "Invoice question");
    await user.type(screen.getByLabelText("How can we help?"), "Which invoice covers the March fee, please?");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(fieldError(screen.getByLabelText("Subject"))).toBe("Say a little more"));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      category: "billing",
      propertyId: null,
    });
  }, 20_000);
});
