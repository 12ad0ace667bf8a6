import type { ManagedBlog } from "@shared/schemas/blogs";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthContext, type AuthContextValue } from "@web/auth/AuthProvider";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { beforeEach, describe, expect, it, vi } from "vitest";
import BlogEditorPage from "./BlogEditorPage";

// ---- factories ---------------------------------------------------------------------------------

const agentAuth = (): AuthContextValue => ({
  user: { id: "u-agent", name: "Andy Agent", role: "agent" } as AuthContextValue["user"],
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
  setUser: vi.fn(),
});

function managedBlog(over: Partial<ManagedBlog> = {}): ManagedBlog {
  return {
    id: "b-1",
    slug: "deposit-protection",
    title: "Deposit protection explained",
    published: false,
    status: "draft",
    publishedAt: null,
    submittedAt: null,
    updatedAt: "2026-11-20T09:00:00.000Z",
    tags: ["deposits"],
    author: { id: "u-agent", name: "Andy Agent", trusted: false },
    excerpt: "",
    content: "## What the law says",
    readingMinutes: 1,
    createdAt: "2026-11-20T09:00:00.000Z",
    cover: null,
    ...over,
  };
}

function renderEditor(id: string, routes: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(routes);
  const view = renderPage(
    <AuthContext.Provider value={agentAuth()}>
      <BlogEditorPage />
    </AuthContext.Provider>,
    { path: `/agent/blogs/${id}`, route: "/agent/blogs/:id" },
  );
  return { calls, router: view.router };
}

const sent = (calls: ReturnType<typeof stubApi>, method: string) =>
  calls.filter((c) => c.method === method).map((c) => [c.path, c.body]);

beforeEach(() => dismissToast());

// ---- tests -------------------------------------------------------------------------------------

describe("blog editor", () => {
  it("checks the post with the server's rules before saving anything", async () => {
    const user = userEvent.setup();
    const { calls } = renderEditor("new", {
      "GET /api/manage/blog-publishing": () => ({ canPublish: false }),
    });
    await user.click(await screen.findByRole("button", { name: "Save draft" }));
    expect(getToast()).toMatchObject({
      title: "Please check the post",
      description: "Please give the post a title of at least 3 characters",
    });
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(sent(calls, "POST")).toEqual([]);
  });

  it("sends an agent's new post for review and moves to its address", async () => {
    const user = userEvent.setup();
    const { calls, router } = renderEditor("new", {
      "GET /api/manage/blog-publishing": () => ({ canPublish: false }),
      "POST /api/manage/blogs": () => ({ post: managedBlog({ id: "b-7", status: "in_review" }) }),
      "GET /api/manage/blogs/b-7": () => ({ post: managedBlog({ id: "b-7", status: "in_review" }) }),
    });
    await user.type(await screen.findByLabelText("Title"), "Deposit protection explained");
    await user.type(screen.getByLabelText(/Tags/), "deposits,  tenants");
    await user.type(screen.getByLabelText("Article (Markdown)"), "## What the law says");
    await user.click(await screen.findByRole("button", { name: "Send for review" }));
    await waitFor(() => expect(getToast()?.title).toBe("Sent for review"));
    expect(sent(calls, "POST")).toEqual([
      [
        "/api/manage/blogs",
        {
          title: "Deposit protection explained",
          slug: "",
          excerpt: "",
          content: "## What the law says",
          tags: ["deposits", "tenants"],
          published: true,
        },
      ],
    ]);
    expect(router.state.location.pathname).toBe("/agent/blogs/b-7");
  });

  it("refuses to publish an empty article", async () => {
    const user = userEvent.setup();
    const { calls } = renderEditor("new", {
      "GET /api/manage/blog-publishing": () => ({ canPublish: true }),
    });
    await user.type(await screen.findByLabelText("Title"), "Deposit protection explained");
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(getToast()?.description).toBe("Write the article before publishing it");
    expect(sent(calls, "POST")).toEqual([]);
  });

  it("saves changes to a published post as a patch, without touching its status", async () => {
    const user = userEvent.setup();
    const post = managedBlog({
      published: true,
      status: "published",
      author: { id: "u-agent", name: "Andy Agent", trusted: true },
    });
    const { calls } = renderEditor("b-1", {
      "GET /api/manage/blog-publishing": () => ({ canPublish: true }),
      "GET /api/manage/blogs/b-1": () => ({ post }),
      "PATCH /api/manage/blogs/b-1": () => ({ post: { ...post, title: "Deposits in 2026" } }),
    });
    const title = await screen.findByLabelText("Title");
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeTruthy();
    await user.clear(title);
    await user.type(title, "Deposits in 2026");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(getToast()?.title).toBe("Changes saved"));
    expect(sent(calls, "PATCH")).toEqual([
      [
        "/api/manage/blogs/b-1",
        {
          title: "Deposits in 2026",
          slug: "deposit-protection",
          excerpt: "",
          content: "## What the law says",
          tags: ["deposits"],
        },
      ],
    ]);
    expect(screen.getByText("All changes saved")).toBeTruthy();
  });

  it("puts the server's field error on its field", async () => {
    const user = userEvent.setup();
    renderEditor("b-1", {
      "GET /api/manage/blog-publishing": () => ({ canPublish: false }),
      "GET /api/manage/blogs/b-1": () => ({ post: managedBlog() }),
      "PATCH /api/manage/blogs/b-1": () =>
        Response.json(
          {
            error: {
              code: "slug_taken",
              message: "That address is taken",
              fields: { slug: "Another post uses this slug" },
            },
          },
          { status: 409 },
        ),
    });
    await user.click(await screen.findByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Another post uses this slug")).toBeTruthy();
    expect(getToast()).toMatchObject({
      title: "The post was not saved",
      description: "That address is taken",
    });
  });
});
