import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderPage } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataList, ListFrame, type ListPage, type ListQuery, SearchFilter, useListState } from ".";

type Row = { id: string; name: string; secret: string };

const rows: Row[] = [
  { id: "1", name: "Ada", secret: "a" },
  { id: "2", name: "Ben", secret: "b" },
];

function query<P>(data: P | undefined, over: Partial<ListQuery<P>> = {}): ListQuery<P> {
  return { data, isError: false, error: null, isFetching: false, ...over };
}

function People({ q, showSecret = false }: { q: ListQuery<ListPage<Row>>; showSecret?: boolean }) {
  return (
    <DataList
      query={q}
      caption="People"
      noun="people"
      pageSize={2}
      rowKey={(r) => r.id}
      rowProps={() => ({ "data-testid": "person-row" })}
      empty={<p>Nobody yet</p>}
      columns={[
        { header: "Name", cell: (r) => r.name },
        showSecret && { header: "Secret", cell: (r) => r.secret },
      ]}
    />
  );
}

describe("data list", () => {
  it("shows the error, a skeleton while loading, and the empty state", () => {
    const { unmount } = renderPage(
      <People q={query<ListPage<Row>>(undefined, { isError: true, error: new Error("No access") })} />,
    );
    expect(screen.getByRole("alert").textContent).toBe("No access");
    unmount();
    const loading = renderPage(<People q={query<ListPage<Row>>(undefined)} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    loading.unmount();
    renderPage(<People q={query({ items: [], total: 0 })} />);
    expect(screen.getByText("Nobody yet")).toBeTruthy();
  });

  it("leaves out columns given as false, sets row attributes, and pages with the caller's page size", async () => {
    const { router } = renderPage(<People q={query({ items: rows, total: 5 })} />, { path: "/people" });
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name"]);
    expect(screen.getAllByTestId("person-row")).toHaveLength(2);
    expect(screen.getByText("Showing 1–2 of 5 people")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
  });

  it("shows every row without pagination when the answer has no total", () => {
    renderPage(<People q={query({ items: rows })} showSecret />);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", "Secret"]);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("lets the caller render the rows its own way (cards) inside the same states", () => {
    renderPage(
      <ListFrame<Row> query={query({ items: rows, total: 2, pageSize: 20 })} empty={null} noun="people">
        {(items) => (
          <ul>
            {items.map((r) => (
              <li key={r.id}>{r.name}</li>
            ))}
          </ul>
        )}
      </ListFrame>,
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Ada", "Ben"]);
    expect(screen.getByText("Showing 1–2 of 2 people")).toBeTruthy();
  });
});

function Search() {
  const list = useListState(["q"] as const);
  return <SearchFilter list={list} name="q" label="Search" />;
}

describe("search filter", () => {
  afterEach(() => vi.useRealTimers());

  it("sends the text once typing pauses, and follows the URL when it changes otherwise", async () => {
    vi.useFakeTimers();
    const { router } = renderPage(<Search />, { path: "/people?q=ada", route: "/people" });
    const box = screen.getByLabelText("Search") as HTMLInputElement;
    expect(box.value).toBe("ada");
    fireEvent.change(box, { target: { value: "ben" } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(router.state.location.search).toBe("?q=ada");
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe("?q=ben");
    expect(box.value).toBe("ben");
    // The back button: the box shows the older search again and does not send "ben" back.
    await act(() => router.navigate(-1));
    expect(box.value).toBe("ada");
    await act(async () => vi.advanceTimersByTime(1000));
    expect(router.state.location.search).toBe("?q=ada");
  });
});
