import type { AuditEntry } from "@shared/schemas/admin";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import AuditLogPage from "./AuditLogPage";

function entry(over: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: crypto.randomUUID(),
    actorId: "u1",
    actorEmail: "admin@keyhold.example",
    action: "role_changed",
    entity: "user",
    entityId: "u2",
    ip: "127.0.0.1",
    userAgent: null,
    at: "2026-11-20T10:00:00.000Z",
    details: { role: "agent" },
    ...over,
  };
}

function stubLog(items: AuditEntry[], total = items.length) {
  return stubApi({
    "GET /api/admin/audit-logs/facets": () => ({ actions: ["role_changed"], entities: ["user"] }),
    "GET /api/admin/audit-logs": (req) => ({
      items,
      total,
      page: Number(new URL(req.url).searchParams.get("page") ?? 1),
      pageSize: 25,
    }),
  });
}

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith("/api/admin/audit-logs?")).map((c) => c.path);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("audit log page (shared data list)", () => {
  it("asks for the page in the URL, shows the rows and moves to the next page", async () => {
    const calls = stubLog([entry({ actorEmail: "someone@keyhold.example" })], 60);
    renderPage(<AuditLogPage />, { path: "/admin/logs?page=2", route: "/admin/logs" });
    expect(await screen.findByText("someone@keyhold.example")).toBeTruthy();
    expect(screen.getByText("role: agent")).toBeTruthy();
    expect(screen.getByText("Showing 26–50 of 60 entries")).toBeTruthy();
    expect(listCalls(calls)).toEqual(["/api/admin/audit-logs?page=2&pageSize=25"]);
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(listCalls(calls)).toContain("/api/admin/audit-logs?page=3&pageSize=25"));
  });

  it("sends a filter and starts again from page 1", async () => {
    const calls = stubLog([entry()], 60);
    renderPage(<AuditLogPage />, { path: "/admin/logs?page=2", route: "/admin/logs" });
    await screen.findByText("Showing 26–50 of 60 entries");
    fireEvent.change(await screen.findByLabelText("Entity"), { target: { value: "user" } });
    await waitFor(() =>
      expect(listCalls(calls)).toContain("/api/admin/audit-logs?entity=user&page=1&pageSize=25"),
    );
  });

  it("searches by actor once typing pauses", async () => {
    const calls = stubLog([entry()]);
    renderPage(<AuditLogPage />, { path: "/admin/logs", route: "/admin/logs" });
    await screen.findByText("Showing 1–1 of 1 entries");
    fireEvent.change(screen.getByLabelText("Actor (e-mail)"), { target: { value: "ann" } });
    expect(listCalls(calls).some((p) => p.includes("actor="))).toBe(false);
    await waitFor(() =>
      expect(listCalls(calls)).toContain("/api/admin/audit-logs?actor=ann&page=1&pageSize=25"),
    );
  });

  it("shows the empty state when nothing matches", async () => {
    stubLog([]);
    renderPage(<AuditLogPage />, { path: "/admin/logs", route: "/admin/logs" });
    expect(await screen.findByText("No entries match these filters")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("shows the server's message and the field error for a bad date", async () => {
    stubApi({
      "GET /api/admin/audit-logs/facets": () => ({ actions: [], entities: [] }),
      "GET /api/admin/audit-logs": () =>
        Response.json(
          {
            error: {
              code: "validation_error",
              message: "Check the dates.",
              fields: { to: "The end date must be on or after the start date" },
            },
          },
          { status: 400 },
        ),
    });
    renderPage(<AuditLogPage />, { path: "/admin/logs?from=2026-02-01&to=2026-01-01", route: "/admin/logs" });
    expect((await screen.findByRole("alert")).textContent).toBe("Check the dates.");
    expect(screen.getByText("The end date must be on or after the start date")).toBeTruthy();
  });
});
