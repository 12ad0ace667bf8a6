import { useQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { api, data } from "@web/lib/api-client";
import { describe, expect, it } from "vitest";
import { renderPage, stubApi } from "./render";

function Compliance() {
  const q = useQuery({ queryKey: ["c"], queryFn: () => data(api.GET("/api/compliance/settings")) });
  if (q.isError) return <p role="alert">{q.error.message}</p>;
  return <p>{q.data ? `Reminded ${q.data.settings.leadDays.join(", ")} days before` : "Loading"}</p>;
}

describe("component test harness", () => {
  it("answers the typed client from the stub and shows the server's error message", async () => {
    const calls = stubApi({
      "GET /api/compliance/settings": () => ({
        settings: { leadDays: [60, 30, 7], overdueWeekly: true, email: true },
      }),
    });
    renderPage(<Compliance />);
    expect(await screen.findByText("Reminded 60, 30, 7 days before")).toBeTruthy();
    expect(calls).toEqual([{ method: "GET", path: "/api/compliance/settings", body: undefined }]);
  });

  it("turns an error answer into the server's message", async () => {
    stubApi({
      "GET /api/compliance/settings": () =>
        Response.json({ error: { code: "forbidden", message: "Not for you" } }, { status: 403 }),
    });
    renderPage(<Compliance />);
    expect((await screen.findByRole("alert")).textContent).toBe("Not for you");
  });
});
