import { act, render, screen, waitFor } from "@testing-library/react";
import { useEffect, useState } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteFocus } from "./RouteFocus";

function Shell() {
  return (
    <>
      <RouteFocus />
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/** A page whose real heading replaces a loading one after a moment (like a lazy page with data). */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(t);
  }, []);
  return ready ? (
    <h1>Rent statements</h1>
  ) : (
    <div aria-busy="true">
      <h1>Loading</h1>
    </div>
  );
}

/** A form whose heading arrives only after its data (the user may be typing by then). */
function FormPage() {
  const [ready, setReady] = useState(false);
  return (
    <>
      <input aria-label="Name" />
      <button type="button" onClick={() => setReady(true)}>
        Data arrives
      </button>
      {ready && <h1>Your details</h1>}
    </>
  );
}

const setup = () => {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: "/", element: <h1>Home</h1> },
          { path: "/statements", element: <SlowPage /> },
          { path: "/form", element: <FormPage /> },
          { path: "/later", element: <h1>Later</h1> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const announcer = () => screen.getByTestId("route-announcer");

/**
 * Makes a change to the page and resolves once RouteFocus has seen it: MutationObservers are told
 * of a change in the order they were made, so when one made now hears it, RouteFocus's has.
 */
async function afterObservers(change: () => void) {
  const seen = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  act(change);
  await act(() => seen);
}

describe("focus after a change of page", () => {
  it("leaves the first load alone, then focuses and announces each new page's heading", async () => {
    const router = setup();
    expect(document.activeElement).toBe(document.body);
    expect(announcer().textContent).toBe("");

    await act(() => router.navigate("/statements"));
    // The loading heading is focused, then the page's own heading once it replaces it.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Rent statements"));
    expect(announcer().textContent).toBe("Rent statements");
    expect((document.activeElement as HTMLElement).tabIndex).toBe(-1);

    // A change of query string is not a new page.
    (document.activeElement as HTMLElement).blur();
    await act(() => router.navigate("/statements?page=2"));
    expect(document.activeElement).toBe(document.body);
  });

  it("does not take focus from a field the user moved to before the heading came", async () => {
    const router = setup();
    await act(() => router.navigate("/form"));
    const name = screen.getByLabelText("Name");
    name.focus();
    await afterObservers(() => screen.getByRole("button", { name: "Data arrives" }).click());
    expect(screen.getByRole("heading", { name: "Your details" })).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(announcer().textContent).toBe("");

    await act(() => router.navigate("/later"));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Later"));
    expect(announcer().textContent).toBe("Later");
  });
});
