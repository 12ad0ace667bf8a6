import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiRequestError, apiFetch } from "@web/lib/api";
import { stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyReauthDialog } from "./LazyReauthDialog";

afterEach(() => vi.unstubAllGlobals());

const reauthRequired = () =>
  Response.json(
    { error: { code: "reauth_required", message: "Please enter your password again to do this." } },
    { status: 403 },
  );

describe("the server asks for the password again", () => {
  it("opens the dialog even when the 403 arrives before the dialog's code, then retries once", async () => {
    let roleCalls = 0;
    const calls = stubApi({
      "PATCH /api/admin/users/u2/role": () => (++roleCalls === 1 ? reauthRequired() : { ok: true }),
      "POST /api/auth/reauthenticate": async (req) =>
        ((await req.json()) as { password: string }).password === "right-password"
          ? { ok: true }
          : Response.json(
              { error: { code: "invalid_credentials", message: "That password is not right" } },
              { status: 400 },
            ),
    });
    render(<LazyReauthDialog />);
    const change = apiFetch("/api/admin/users/u2/role", { method: "PATCH", json: { role: "admin" } });

    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" }, { timeout: 5_000 });
    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("That password is not right")).toBeTruthy();
    expect(dialog.isConnected).toBe(true);

    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "right-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await expect(change).resolves.toEqual({ ok: true });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.path === "/api/admin/users/u2/role")).toHaveLength(2);
  });

  it("Cancel gives the request up with the server's answer, and two waiting requests share one question", async () => {
    stubApi({
      "DELETE /api/auth/sessions/s1": reauthRequired,
      "DELETE /api/auth/sessions/s2": reauthRequired,
    });
    render(<LazyReauthDialog />);
    const one = apiFetch("/api/auth/sessions/s1", { method: "DELETE" });
    const two = apiFetch("/api/auth/sessions/s2", { method: "DELETE" });
    const both = Promise.allSettled([one, two]);
    await screen.findByRole("dialog", { name: "Confirm it's you" }, { timeout: 5_000 });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const [first, second] = await both;
    expect(first.status === "rejected" && first.reason).toBeInstanceOf(ApiRequestError);
    expect(second.status === "rejected" && second.reason).toMatchObject({
      status: 403,
      code: "reauth_required",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
