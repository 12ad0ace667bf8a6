import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import ForgotPasswordPage from "./ForgotPasswordPage";
import ResetPasswordPage from "./ResetPasswordPage";

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock("@web/components/ui/toast-store", () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockReset();
});

describe("password reset pages (auth/api.ts)", () => {
  it("asks for a link and says to check the e-mail", async () => {
    const calls = stubApi({ "POST /api/auth/forgot-password": () => ({ ok: true }) });
    renderPage(<ForgotPasswordPage />, { path: "/forgot-password" });
    fireEvent.input(screen.getByLabelText("E-mail"), { target: { value: "lena@keyhold.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("heading", { name: "Check your e-mail" })).toBeTruthy();
    expect(calls).toEqual([
      { method: "POST", path: "/api/auth/forgot-password", body: { email: "lena@keyhold.example" } },
    ]);
  });

  it("shows the server's message when the request fails", async () => {
    stubApi({
      "POST /api/auth/forgot-password": () =>
        Response.json({ error: { code: "rate_limited", message: "Too many requests." } }, { status: 429 }),
    });
    renderPage(<ForgotPasswordPage />, { path: "/forgot-password" });
    fireEvent.input(screen.getByLabelText("E-mail"), { target: { value: "lena@keyhold.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests.");
  });

  it("needs the link's token", () => {
    renderPage(<ResetPasswordPage />, { path: "/reset-password" });
    expect(screen.getByText("This page needs the link from your reset e-mail.")).toBeTruthy();
  });

  it("sets the new password with the token and goes to sign in", async () => {
    const calls = stubApi({ "POST /api/auth/reset-password": () => ({ ok: true }) });
    const { router } = renderPage(<ResetPasswordPage />, {
      path: "/reset-password?token=tok-123",
      route: "/reset-password",
    });
    fireEvent.input(screen.getByLabelText("New password"), {
      target: { value: "a quiet meadow at dawn 42" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/auth/reset-password",
        body: { token: "tok-123", password: "a quiet meadow at dawn 42" },
      },
    ]);
    expect(toast).toHaveBeenCalledWith({
      title: "Password changed",
      description: "Sign in with your new password.",
    });
  });
});
