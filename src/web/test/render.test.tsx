import { useQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { api, data } from "@web/lib/api-client";
import { describe, expect, it } from "vitest";
import { renderPage, stubApi } from "./render";

function Compliance() {
  const q = useQuery({ queryKey: ["c"], queryFn: () => data(api.GET("/api/compliance")) });
  if (q.isError) return <p role="alert">{q.error.message}</p>;
  return <p>{q.data ? `As of ${q.data.asOf}` : "Loading"}</p>;
}

describe("component test harness", () => {
  it("answers the typed client from the stub and shows the server's error message", async () => {
    const calls = stubApi({ "GET /api/compliance": () => ({ items: [], asOf: "2026-11-24" }) });
    renderPage(<Compliance />);
    expect(await screen.findByText("As of 2026-11-24")).toBeTruthy();
    expect(calls).toEqual([{ method: "GET", path: "/api/compliance", body: undefined }]);
  });

  it("turns an error answer into the server's message", async () => {
    stubApi({
      "GET /api/compliance": () =>
        Response.json({ error: { code: "forbidden", message: "Not for you" } }, { status: 403 }),
    });
    renderPage(<Compliance />);
    expect((await screen.findByRole("alert")).textContent).toBe("Not for you");
  });
});
