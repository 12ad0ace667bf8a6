import type { OutboxEntry, OutboxPage } from "@shared/schemas/email";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import EmailOutboxPage from "./EmailOutboxPage";

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock("@web/components/ui/toast-store", () => ({ toast }));

function message(over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    to: "tenant@keyhold.example",
    kind: "rent_reminder",
    subject: "Rent due in 3 days",
    status: "failed",
    attempts: 8,
    error: "Connection refused",
    createdAt: "2026-11-20T09:00:00.000Z",
    lastAttemptAt: "2026-11-21T09:00:00.000Z",
    nextAttemptAt: null,
    sentAt: null,
    ...over,
  };
}

function outbox(items: OutboxEntry[], over: Partial<OutboxPage> = {}): OutboxPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 25,
    counts: { queued: 2, sending: 0, sent: 10, written: 0, failed: items.length, logged: 0 },
    delivering: true,
    writesFiles: false,
    maxAttempts: 8,
    ...over,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockReset();
});

describe("e-mail outbox page (shared data list)", () => {
  it("lists failed mail with attempts and retries one now", async () => {
    const m = message();
    const calls = stubApi({
      "GET /api/admin/email": () => outbox([m]),
      [`POST /api/admin/email/${m.id}/retry`]: () => ({ message: { ...m, status: "queued" } }),
    });
    renderPage(<EmailOutboxPage />, { path: "/admin/email?status=failed", route: "/admin/email" });
    expect(await screen.findByText("8 of 8")).toBeTruthy();
    expect(screen.getByText("1 failed · 2 waiting")).toBeTruthy();
    expect(calls[0]?.path).toBe("/api/admin/email?status=failed&page=1&pageSize=25");
    fireEvent.click(screen.getByRole("button", { name: `Retry now: ${m.subject} to ${m.to}` }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Queued for delivery now",
        description: `${m.subject} to ${m.to}`,
      }),
    );
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `/api/admin/email/${m.id}/retry`,
    ]);
  });

  it("says mail is only recorded and disables retry without a mail server", async () => {
    const m = message({ status: "queued" });
    stubApi({ "GET /api/admin/email": () => outbox([m], { delivering: false }) });
    renderPage(<EmailOutboxPage />, { path: "/admin/email", route: "/admin/email" });
    expect((await screen.findByRole("status")).textContent).toContain("No mail server is configured");
    expect(
      (screen.getByRole("button", { name: `Retry now: ${m.subject} to ${m.to}` }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it("without SMTP says where the .eml files are and shows a written message as delivered to a file", async () => {
    const m = message({
      status: "written",
      attempts: 1,
      error: null,
      sentAt: "2026-11-21T09:00:00.000Z",
      subject: "Reset your password",
    });
    stubApi({ "GET /api/admin/email": () => outbox([m], { writesFiles: true }) });
    renderPage(<EmailOutboxPage />, { path: "/admin/email", route: "/admin/email" });
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("DATA_DIR/mail");
    expect(status.textContent).toContain(".eml");
    expect(screen.getAllByText("Written to file").length).toBeGreaterThan(0);
    expect(screen.getByText(/^Written 21 Nov 2026/)).toBeTruthy();
  });

  it("tells an empty filtered view from an empty outbox", async () => {
    stubApi({ "GET /api/admin/email": () => outbox([]) });
    renderPage(<EmailOutboxPage />, { path: "/admin/email?q=nobody", route: "/admin/email" });
    expect(await screen.findByText("No e-mails match these filters")).toBeTruthy();
    expect(screen.getByText("Clear the recipient search or choose another status.")).toBeTruthy();
  });
});
