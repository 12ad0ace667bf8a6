import type { AdminUser } from "@shared/schemas/admin";
import type { SessionUser } from "@shared/schemas/auth";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AuthContext, type AuthContextValue } from "@web/auth/AuthProvider";
import { renderPage, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import UsersPage from "./UsersPage";

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock("@web/components/ui/toast-store", () => ({ toast }));

const me: SessionUser = {
  id: "admin-1",
  email: "admin@keyhold.example",
  name: "Ada Admin",
  role: "admin",
  phone: null,
  avatar: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function user(over: Partial<AdminUser> = {}): AdminUser {
  return {
    id: crypto.randomUUID(),
    name: "Lena Landlord",
    email: "lena@keyhold.example",
    role: "landlord",
    phone: null,
    banned: false,
    createdAt: "2026-03-01T00:00:00.000Z",
    ...over,
  };
}

function renderUsers(path = "/admin/users") {
  const auth: AuthContextValue = {
    user: me,
    signIn: vi.fn(),
    signUp: vi.fn(),
    signOut: vi.fn(),
    setUser: vi.fn(),
  };
  return renderPage(
    <AuthContext.Provider value={auth}>
      <UsersPage />
    </AuthContext.Provider>,
    { path, route: "/admin/users" },
  );
}

function stubUsers(items: AdminUser[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/admin/users": () => ({ items, total: items.length, page: 1, pageSize: 20 }),
    "GET /api/admin/waitlist": () => ({ items: [] }),
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockReset();
});

describe("users page (shared data list)", () => {
  it("sends the URL's filters with page size 20 and lists the users", async () => {
    const calls = stubUsers([user(), user({ id: me.id, name: me.name, email: me.email, role: "admin" })]);
    renderUsers("/admin/users?role=landlord&status=active");
    const table = await screen.findByRole("table");
    expect(within(table).getByText("lena@keyhold.example")).toBeTruthy();
    expect(within(table).getByText("You")).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain(
      "/api/admin/users?page=1&pageSize=20&role=landlord&status=active",
    );
  });

  it("changes a role and says so", async () => {
    const lena = user();
    const calls = stubUsers([lena], {
      [`PATCH /api/admin/users/${lena.id}/role`]: () => ({ user: { ...lena, role: "agent" } }),
    });
    renderUsers();
    fireEvent.change(await screen.findByLabelText("Role of Lena Landlord"), { target: { value: "agent" } });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "PATCH",
        path: `/api/admin/users/${lena.id}/role`,
        body: { role: "agent" },
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Role changed",
        description: "Lena Landlord is now letting agent.",
      }),
    );
  });

  it("asks before making someone an administrator", async () => {
    const lena = user();
    const calls = stubUsers([lena]);
    renderUsers();
    fireEvent.change(await screen.findByLabelText("Role of Lena Landlord"), { target: { value: "admin" } });
    expect(await screen.findByText("Make Lena Landlord an administrator?")).toBeTruthy();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("shows the empty state when no user matches", async () => {
    stubUsers([]);
    renderUsers("/admin/users?q=nobody");
    expect(await screen.findByText("No users match these filters")).toBeTruthy();
  });
});
