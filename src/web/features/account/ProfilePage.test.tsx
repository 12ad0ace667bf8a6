import type { SessionUser } from "@shared/schemas/auth";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { AuthContext, type AuthContextValue } from "@web/auth/AuthProvider";
import { renderPage, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import ProfilePage from "./ProfilePage";

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock("@web/components/ui/toast-store", () => ({ toast }));

function sessionUser(over: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "u1",
    email: "lena@keyhold.example",
    name: "Lena Landlord",
    role: "landlord",
    phone: null,
    avatar: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

function renderProfile(user: SessionUser) {
  const auth: AuthContextValue = {
    user,
    signIn: vi.fn(),
    signUp: vi.fn(),
    signOut: vi.fn(),
    setUser: vi.fn(),
  };
  renderPage(
    <AuthContext.Provider value={auth}>
      <ProfilePage />
    </AuthContext.Provider>,
    { path: "/profile" },
  );
  return auth;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockReset();
});

describe("profile page", () => {
  it("saves the details and replaces the session user", async () => {
    const saved = sessionUser({ name: "Lena Lane", phone: "07700 900123" });
    const calls = stubApi({ "PATCH /api/me": () => ({ user: saved }) });
    const auth = renderProfile(sessionUser());
    fireEvent.input(screen.getByLabelText("Full name"), { target: { value: "Lena Lane" } });
    fireEvent.input(screen.getByLabelText(/Phone/), { target: { value: "07700 900123" } });
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(auth.setUser).toHaveBeenCalledWith(saved));
    expect(calls).toEqual([
      { method: "PATCH", path: "/api/me", body: { name: "Lena Lane", phone: "07700 900123" } },
    ]);
    expect(toast).toHaveBeenCalledWith({
      title: "Profile saved",
      description: "Your details are up to date.",
    });
  });

  it("shows the server's field error under the current password", async () => {
    stubApi({
      "POST /api/me/password": () =>
        Response.json(
          {
            error: {
              code: "invalid_password",
              message: "Check the form.",
              fields: { currentPassword: "That is not your current password" },
            },
          },
          { status: 400 },
        ),
    });
    renderProfile(sessionUser());
    fireEvent.input(screen.getByLabelText("Current password"), { target: { value: "wrong-password" } });
    fireEvent.input(screen.getByLabelText("New password"), {
      target: { value: "a quiet meadow at dawn 42" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("That is not your current password")).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });
});
