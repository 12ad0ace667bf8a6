import type { ManagedBlogRow } from "@shared/schemas/blogs";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderPage, stubApi } from "@web/test/render";
import { asUser, signedInUser } from "@web/test/session";
import { afterEach, describe, expect, it, vi } from "vitest";
import ManageBlogsPage from "./ManageBlogsPage";

function post(over: Partial<ManagedBlogRow> = {}): ManagedBlogRow {
  return {
    id: crypto.randomUUID(),
    slug: "damp-and-mould",
    title: "Damp and mould: what landlords must do",
    published: true,
    status: "published",
    publishedAt: "2026-10-01T09:00:00.000Z",
    submittedAt: null,
    updatedAt: "2026-10-02T09:00:00.000Z",
    tags: ["repairs", "law"],
    author: { id: "a1", name: "Ava Author", trusted: true },
    ...over,
  };
}

function stubPosts(items: ManagedBlogRow[], total = items.length) {
  return stubApi({
    "GET /api/manage/blogs": (req) => ({
      items,
      total,
      page: Number(new URL(req.url).searchParams.get("page") ?? 1),
      pageSize: 20,
    }),
    "GET /api/manage/blog-publishing": () => ({ canPublish: true }),
  });
}

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith("/api/manage/blogs?")).map((c) => c.path);

function renderAs(role: "admin" | "agent", path: string) {
  const route = role === "admin" ? "/admin/blogs" : "/agent/blogs";
  return renderPage(asUser(signedInUser(role), <ManageBlogsPage />), { path, route });
}

afterEach(() => vi.unstubAllGlobals());

describe("managing blog posts", () => {
  it("lists the API's posts with their author for an admin, and pages through them", async () => {
    const calls = stubPosts([post()], 45);
    const { router } = renderAs("admin", "/admin/blogs");
    const link = await screen.findByRole("link", { name: "Damp and mould: what landlords must do" });
    expect(link.getAttribute("href")).toMatch(/^\/admin\/blogs\/[0-9a-f-]+$/);
    const table = screen.getByRole("table", { name: "All blog posts" });
    expect(within(table).getByRole("columnheader", { name: "Author" })).toBeTruthy();
    expect(within(table).getByText("Ava Author")).toBeTruthy();
    expect(within(table).getByText("repairs, law")).toBeTruthy();
    expect(screen.getByText("Showing 1–20 of 45 posts")).toBeTruthy();
    expect(listCalls(calls)).toEqual(["/api/manage/blogs?page=1&pageSize=20"]);
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await waitFor(() => expect(listCalls(calls)).toContain("/api/manage/blogs?page=2&pageSize=20"));
  });

  it("puts the status filter in the URL and shows the review actions for posts in review", async () => {
    const calls = stubPosts([post({ status: "in_review", published: false, publishedAt: null })]);
    const { router } = renderAs("admin", "/admin/blogs?page=2");
    await screen.findByRole("link", { name: "Posts waiting for review" });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "in_review" } });
    await waitFor(() => expect(router.state.location.search).toBe("?status=in_review"));
    await waitFor(() =>
      expect(listCalls(calls)).toContain("/api/manage/blogs?page=1&pageSize=20&status=in_review"),
    );
    expect(await screen.findByRole("columnheader", { name: "Review" })).toBeTruthy();
    expect(
      screen.getByRole("button", { name: 'Publish "Damp and mould: what landlords must do"' }),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Posts waiting for review" })).toBeNull();
  });

  it("searches once typing pauses, and an agent sees no author column", async () => {
    const calls = stubPosts([post()]);
    const { router } = renderAs("agent", "/agent/blogs");
    await screen.findByRole("link", { name: "Damp and mould: what landlords must do" });
    expect(screen.queryByRole("columnheader", { name: "Author" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Search by title or slug"), { target: { value: "damp" } });
    await waitFor(() => expect(router.state.location.search).toBe("?q=damp"));
    await waitFor(() => expect(listCalls(calls)).toContain("/api/manage/blogs?page=1&pageSize=20&q=damp"));
  });

  it("with no posts, names the next step: write the first one", async () => {
    stubPosts([]);
    renderAs("agent", "/agent/blogs");
    expect(await screen.findByText("No posts yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Write your first post" }).getAttribute("href")).toBe(
      "/agent/blogs/new",
    );
  });

  it("with a filter that matches nothing, suggests another search", async () => {
    stubPosts([]);
    renderAs("agent", "/agent/blogs?q=nothing");
    expect(await screen.findByText("No posts match")).toBeTruthy();
    expect(screen.getByText("Try another search or status.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Write your first post" })).toBeNull();
  });
});
