import { fireEvent, screen } from "@testing-library/react";
import { renderPage } from "@web/test/render";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useSearchState } from "./use-search-state";

function Filters() {
  const { values, set } = useSearchState(["from", "to"] as const);
  const { search } = useLocation();
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          // Two changes before the page renders again, as when a date range's ends are typed quickly.
          set({ from: "2026-01-01" });
          set({ to: "2026-03-31" });
        }}
      >
        Both
      </button>
      <p data-testid="search">{search}</p>
      <p data-testid="values">{`${values.from}|${values.to}`}</p>
    </div>
  );
}

describe("filters in the URL", () => {
  it("keeps both of two changes made before the next render", async () => {
    renderPage(<Filters />, { path: "/admin/analytics?range=custom&page=3", route: "/admin/analytics" });
    fireEvent.click(screen.getByRole("button", { name: "Both" }));
    expect(await screen.findByText("2026-01-01|2026-03-31")).toBeTruthy();
    const search = new URLSearchParams(screen.getByTestId("search").textContent ?? "");
    expect(Object.fromEntries(search)).toEqual({ range: "custom", from: "2026-01-01", to: "2026-03-31" });
  });
});
