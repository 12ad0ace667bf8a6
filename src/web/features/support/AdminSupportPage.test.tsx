import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage, stubApi } from "@web/test/render";
import { describe, expect, it } from "vitest";
import AdminSupportPage from "./AdminSupportPage";

const page = (ui: Parameters<typeof renderPage>[0], path = "/admin/support?section=messages") =>
  renderPage(ui, { path, route: "/admin/support" });

const noMessages = () => ({ items: [], total: 0, page: 1, pageSize: 20 });

describe("admin support page", () => {
  it("shows the waitlist the router composes in, under its own section button", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/admin/contact-messages": noMessages });
    page(<AdminSupportPage waitlist={<h2>Early-access waitlist</h2>} />);
    expect(await screen.findByRole("heading", { name: "Contact-form messages" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Waitlist" }));
    expect(await screen.findByRole("heading", { name: "Early-access waitlist" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Waitlist" }).getAttribute("aria-current")).toBe("page");
  });

  it("has no Waitlist section when none is composed in", async () => {
    stubApi({ "GET /api/admin/contact-messages": noMessages });
    page(<AdminSupportPage />);
    expect(await screen.findByRole("heading", { name: "Contact-form messages" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Waitlist" })).toBeNull();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Ticket queue",
      "Contact messages",
    ]);
  });
});
