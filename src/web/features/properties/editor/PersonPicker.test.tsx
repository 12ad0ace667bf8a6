import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage, stubApi } from "@web/test/render";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Person } from "./editor-form";
import { PersonPicker } from "./PersonPicker";

const agents: Person[] = [
  { id: "a-1", name: "Alex Agent", email: "alex@nl.test" },
  { id: "a-2", name: "Alexa Brown", email: "alexa@nl.test" },
];

function Harness({ start = null, optional = false }: { start?: Person | null; optional?: boolean }) {
  const [value, setValue] = useState<Person | null>(start);
  return (
    <>
      <PersonPicker
        kind="agents"
        label="Letting agent"
        hint="They manage the home day to day."
        value={value}
        onChange={setValue}
        optional={optional}
      />
      <output aria-label="Chosen">{value ? value.id : "none"}</output>
    </>
  );
}

const chosen = () => screen.getByLabelText("Chosen").textContent;

describe("choosing a person", () => {
  it("searches as the user types, moves with the arrows and picks with Enter", async () => {
    const calls = stubApi({
      "GET /api/manage/agents": (req) => ({
        items: agents.filter((a) =>
          a.name.toLowerCase().includes(new URL(req.url).searchParams.get("q") ?? ""),
        ),
      }),
    });
    const user = userEvent.setup();
    renderPage(<Harness />);
    const group = screen.getByRole("group", { name: "Letting agent" });
    expect(group.getAttribute("aria-describedby")).toBeTruthy();
    const box = within(group).getByRole("combobox", { name: "Search agents by name or e-mail" });
    await user.type(box, "alex");
    const list = await screen.findByRole("listbox", { name: "Matching agents" });
    await within(list).findByText("Alexa Brown", {}, { timeout: 5000 });
    expect(calls.at(-1)?.path).toBe("/api/manage/agents?q=alex");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}");
    const options = within(list).getAllByRole("option");
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    await user.keyboard("{Enter}");
    expect(chosen()).toBe("a-1");
    expect(within(group).getByText("Alex Agent")).toBeTruthy();
    expect(within(group).queryByRole("combobox")).toBeNull();
  }, 20_000);

  it("changes a chosen person, keeps them, or removes them when optional", async () => {
    stubApi({ "GET /api/manage/agents": () => ({ items: [agents[1]] }) });
    // Clicks move the clock on while it is faked (below), as a person's would.
    const user = userEvent.setup({
      advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)),
    });
    renderPage(<Harness start={agents[0]} optional />);
    expect(screen.getByText("(optional)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^Change ?agent$/ }));
    const box = await screen.findByRole("combobox");
    // The input closes its list 150 ms after it loses focus (so a click on an option lands first):
    // that timer runs out here, on a faked clock, before the next Change opens the list again. (The
    // clock also follows real time, for Testing Library's own zero-delay timer after each event.)
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole("button", { name: "Keep Alex Agent" }));
      expect(screen.queryByRole("combobox")).toBeNull();
      expect(chosen()).toBe("a-1");
      act(() => vi.advanceTimersByTime(150));
    } finally {
      vi.useRealTimers();
    }

    await user.click(screen.getByRole("button", { name: /^Change ?agent$/ }));
    await user.type(await screen.findByRole("combobox"), "br");
    // The only match is picked with Enter without moving to it.
    await screen.findByText("Alexa Brown", {}, { timeout: 5000 });
    await user.keyboard("{Enter}");
    expect(chosen()).toBe("a-2");
    expect(box.isConnected).toBe(false);

    await user.click(screen.getByRole("button", { name: /^Remove ?agent$/ }));
    expect(chosen()).toBe("none");
    expect(screen.getByRole("combobox")).toBeTruthy();
  }, 20_000);

  it("says when nobody matches, and Escape closes the list", async () => {
    stubApi({ "GET /api/manage/agents": () => ({ items: [] }) });
    const user = userEvent.setup();
    renderPage(<Harness />);
    const box = screen.getByRole("combobox");
    await user.type(box, "zed");
    expect(await screen.findByText('No agents match "zed"', {}, { timeout: 5000 })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(chosen()).toBe("none");
  }, 20_000);
});
