import type { Paged } from "@shared/schemas/admin";
import type {
  BlogDetail,
  BlogInput,
  BlogPatch,
  BlogSummary,
  BlogTagCount,
  ManagedBlog,
  ManagedBlogRow,
} from "@shared/schemas/blogs";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiFetch } from "@web/lib/api";
import { uploadFile } from "@web/lib/upload";

type Params = Record<string, string | number | undefined>;

const qs = (params: Params) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") out.set(k, String(v));
  return out.toString();
};

const no404Retry = (count: number, err: Error) =>
  !(err instanceof ApiRequestError && err.status === 404) && count < 2;

export function usePublishedPosts(params: Params) {
  return useQuery({
    queryKey: ["blogs", params],
    queryFn: () => apiFetch<Paged<BlogSummary>>(`/api/blogs?${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useBlogTags() {
  return useQuery({
    queryKey: ["blog-tags"],
    queryFn: () => apiFetch<{ items: BlogTagCount[] }>("/api/blog-tags"),
    staleTime: 60_000,
  });
}

export function usePublishedPost(idOrSlug: string) {
  return useQuery({
    queryKey: ["blog", idOrSlug],
    queryFn: () =>
      apiFetch<{ post: BlogDetail; related: BlogSummary[] }>(`/api/blogs/${encodeURIComponent(idOrSlug)}`),
    retry: no404Retry,
  });
}

export function useManagedPosts(params: Params) {
  return useQuery({
    queryKey: ["manage-blogs", params],
    queryFn: () => apiFetch<Paged<ManagedBlogRow>>(`/api/manage/blogs?${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useManagedPost(id: string | undefined) {
  return useQuery({
    queryKey: ["manage-blog", id],
    queryFn: () => apiFetch<{ post: ManagedBlog }>(`/api/manage/blogs/${encodeURIComponent(id ?? "")}`),
    enabled: Boolean(id),
    retry: no404Retry,
    // The editor owns its form state; a refetch on focus must not look like someone else's edit.
    refetchOnWindowFocus: false,
  });
}

export function useBlogMutations() {
  const client = useQueryClient();
  const refreshLists = () => {
    void client.invalidateQueries({ queryKey: ["manage-blogs"] });
    void client.invalidateQueries({ queryKey: ["blogs"] });
    void client.invalidateQueries({ queryKey: ["blog"] });
    void client.invalidateQueries({ queryKey: ["blog-tags"] });
  };
  const settle = (post: ManagedBlog) => {
    client.setQueryData(["manage-blog", post.id], { post });
    refreshLists();
  };
  const create = useMutation({
    mutationFn: (input: BlogInput) =>
      apiFetch<{ post: ManagedBlog }>("/api/manage/blogs", { method: "POST", json: input }),
    onSuccess: ({ post }) => settle(post),
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BlogPatch }) =>
      apiFetch<{ post: ManagedBlog }>(`/api/manage/blogs/${id}`, { method: "PATCH", json: patch }),
    onSuccess: ({ post }) => settle(post),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<{ ok: true }>(`/api/manage/blogs/${id}`, { method: "DELETE" }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: ["manage-blog", id] });
      refreshLists();
    },
  });
  const removeCover = useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ post: ManagedBlog }>(`/api/manage/blogs/${id}/cover`, { method: "DELETE" }),
    onSuccess: ({ post }) => settle(post),
  });
  return { create, update, remove, removeCover, settle };
}

/** Uploads a cover with progress; resolves with the updated post. */
export function uploadCover(
  postId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ManagedBlog> {
  return uploadFile<ManagedBlog>({
    path: `/api/manage/blogs/${encodeURIComponent(postId)}/cover`,
    file,
    key: "post",
    onProgress,
  }).promise;
}
