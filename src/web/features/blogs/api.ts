import { isOneOf } from "@shared/one-of";
import { type BlogInput, type BlogPatch, blogStatuses, type ManagedBlog } from "@shared/schemas/blogs";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import { uploadFile } from "@web/lib/upload";

export * from "./api-public";

import { blogKeys, type ManagedQuery, no404Retry } from "./api-public";

export function useManagedPosts(query: ManagedQuery) {
  const { q, status, page, pageSize } = query;
  return useQuery({
    queryKey: blogKeys.managed(query),
    queryFn: () =>
      data(
        api.GET("/api/manage/blogs", {
          params: {
            query: {
              page,
              pageSize,
              ...(q ? { q } : {}),
              // A status from the address that is not one of the statuses lists them all.
              ...(isOneOf(blogStatuses, status) ? { status } : {}),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useManagedPost(id: string | undefined) {
  return useQuery({
    queryKey: blogKeys.managedPost(id ?? ""),
    queryFn: () => data(api.GET("/api/manage/blogs/{id}", { params: { path: { id: id ?? "" } } })),
    enabled: Boolean(id),
    retry: no404Retry,
    // The editor owns its form state; a refetch on focus must not look like someone else's edit.
    refetchOnWindowFocus: false,
  });
}

/** Whether the signed-in author publishes directly or sends posts to an admin for review. */
export function usePublishing() {
  return useQuery({
    queryKey: blogKeys.publishing,
    queryFn: () => data(api.GET("/api/manage/blog-publishing")),
    staleTime: 60_000,
  });
}

export function useBlogMutations() {
  const client = useQueryClient();
  const refreshLists = () => {
    void client.invalidateQueries({ queryKey: blogKeys.managed() });
    void client.invalidateQueries({ queryKey: blogKeys.published() });
    void client.invalidateQueries({ queryKey: blogKeys.post() });
    void client.invalidateQueries({ queryKey: blogKeys.tags });
  };
  const settle = (post: ManagedBlog) => {
    client.setQueryData(blogKeys.managedPost(post.id), { post });
    refreshLists();
  };
  const create = useMutation({
    mutationFn: (input: BlogInput) => data(api.POST("/api/manage/blogs", { body: input })),
    onSuccess: ({ post }) => settle(post),
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BlogPatch }) =>
      data(api.PATCH("/api/manage/blogs/{id}", { params: { path: { id } }, body: patch })),
    onSuccess: ({ post }) => settle(post),
  });
  const remove = useMutation({
    mutationFn: (id: string) => data(api.DELETE("/api/manage/blogs/{id}", { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: blogKeys.managedPost(id) });
      refreshLists();
    },
  });
  const removeCover = useMutation({
    mutationFn: (id: string) =>
      data(api.DELETE("/api/manage/blogs/{id}/cover", { params: { path: { id } } })),
    onSuccess: ({ post }) => settle(post),
  });
  return { create, update, remove, removeCover, settle };
}

/** An admin's review actions: publish a waiting post, or trust its author from now on. */
export function useReviewActions() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: blogKeys.managed() });
    void client.invalidateQueries({ queryKey: blogKeys.managedPost() });
    void client.invalidateQueries({ queryKey: blogKeys.published() });
  };
  const publish = useMutation({
    mutationFn: (id: string) =>
      data(api.PATCH("/api/manage/blogs/{id}", { params: { path: { id } }, body: { published: true } })),
    onSuccess: refresh,
  });
  const trust = useMutation({
    mutationFn: (authorId: string) =>
      data(
        api.PUT("/api/admin/blog-authors/{id}/trust", {
          params: { path: { id: authorId } },
          body: { trusted: true },
        }),
      ),
    onSuccess: refresh,
  });
  return { publish, trust };
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
