import type { SearchResults } from "@shared/schemas/search";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { describe, expect, it } from "vitest";
import { SearchBox } from "./SearchBox";

const results: SearchResults = {
  properties: [{ id: "p-1", title: "2 Mill Lane", address: "2 Mill Lane, Leeds", postcode: "LS1 1AA" }],
  tenants: [{ tenancyId: "ty-1", name: "Tina Tenant", email: "tina@example.com", property: "2 Mill Lane" }],
  tickets: [
    { id: "t-1", reference: "#1001", subject: "Mill boiler", status: "in_progress" },
  ] as SearchResults["tickets"],
};

const render = () =>
  renderPage(asUser(signedInUser("landlord"), <SearchBox />), { path: "/landlord", route: "/landlord" });

describe("the back office search", () => {
  it("lists what the user may open by kind, moves with the arrows and opens with Enter", async () => {
    const calls = stubApi({ "GET /api/search": () => results });
    const user = userEvent.setup();
    const { router } = render();
    const box = screen.getByRole("combobox", { name: "Search properties, tenants and tickets" });
    await user.type(box, "m");
    // One character is not a search.
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await user.type(box, "ill");
    const list = screen.getByRole("listbox", { name: "Search results" });
    await within(list).findAllByRole("option", {}, { timeout: 5000 });
    await waitFor(() => expect(box.getAttribute("aria-expanded")).toBe("true"));
    expect(calls.at(-1)?.path).toBe("/api/search?q=mill");
    expect(
      within(list)
        .getAllByRole("group")
        .map((g) => g.firstChild?.textContent),
    ).toEqual(["Properties", "Tenants", "Tickets"]);
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "2 Mill Lane2 Mill Lane, Leeds, LS1 1AA",
      "Tina Tenanttina@example.com · 2 Mill Lane",
      "#1001 Mill boilerIn progress",
    ]);
    expect(screen.getByRole("status").textContent).toBe("3 results");

    await user.keyboard("{ArrowDown}");
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    // Past the last option comes the first again.
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowUp}");
    expect(options[1]!.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/landlord/tenancies/ty-1"));
    expect((box as HTMLInputElement).value).toBe("");
  }, 20_000);

  it("says when nothing is found, and Escape closes the list before clearing the text", async () => {
    stubApi({ "GET /api/search": () => ({ properties: [], tenants: [], tickets: [] }) });
    const user = userEvent.setup();
    render();
    const box = screen.getByRole("combobox");
    await user.type(box, "zz");
    expect(
      await screen.findByText("Nothing found that you can open.", { selector: "p.px-3" }, { timeout: 5000 }),
    ).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect((box as HTMLInputElement).value).toBe("zz");
    await user.keyboard("{Escape}");
    expect((box as HTMLInputElement).value).toBe("");
  }, 20_000);

  it("comes back with slash or Ctrl+K, but slash typed in a field stays a character", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderPage(
      asUser(
        signedInUser("landlord"),
        <>
          <input aria-label="Notes" />
          <SearchBox />
        </>,
      ),
    );
    const box = screen.getByRole("combobox");
    const notes = screen.getByLabelText("Notes");
    await user.click(notes);
    await user.keyboard("a/b");
    expect((notes as HTMLInputElement).value).toBe("a/b");
    expect(document.activeElement).toBe(notes);
    await user.keyboard("{Control>}k{/Control}");
    expect(document.activeElement).toBe(box);
    (box as HTMLInputElement).blur();
    await user.keyboard("/");
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).value).toBe("");
  }, 20_000);
});
