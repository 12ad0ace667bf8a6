import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";

/**
 * The public half of the blog data layer (the blog, a post, the home page's latest posts), apart
 * so public pages load no editing code. api.ts re-exports it and holds the rest.
 */
/** Posts per page of the blog (the page and the server renderer ask for the same). */
export const BLOG_PAGE_SIZE = 9;

export interface PublishedQuery {
  tag?: string;
  page: number;
  pageSize: number;
}

/** The management list's filters as the page keeps them (URL strings; empty means "any"). */
export interface ManagedQuery {
  q?: string;
  status?: string;
  page: number;
  pageSize: number;
}

type Key = readonly unknown[];
/** Every blog query starts with "blogs"; called without an argument, a key is the prefix of them all. */
export const blogKeys = {
  all: ["blogs"] as const,
  published: (q?: PublishedQuery): Key => ["blogs", "published", ...(q ? [q] : [])],
  post: (idOrSlug?: string): Key => ["blogs", "post", ...(idOrSlug !== undefined ? [idOrSlug] : [])],
  tags: ["blogs", "tags"] as const,
  managed: (q?: ManagedQuery): Key => ["blogs", "managed", ...(q ? [q] : [])],
  managedPost: (id?: string): Key => ["blogs", "managed-post", ...(id !== undefined ? [id] : [])],
  publishing: ["blogs", "publishing"] as const,
};

export const no404Retry = (count: number, err: Error) =>
  !(err instanceof ApiRequestError && err.status === 404) && count < 2;

export function usePublishedPosts(query: PublishedQuery) {
  return useQuery({
    queryKey: blogKeys.published(query),
    queryFn: () =>
      data(
        api.GET("/api/blogs", {
          params: {
            query: { page: query.page, pageSize: query.pageSize, ...(query.tag ? { tag: query.tag } : {}) },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBlogTags() {
  return useQuery({
    queryKey: blogKeys.tags,
    queryFn: () => data(api.GET("/api/blog-tags")),
    staleTime: 60_000,
  });
}

export function usePublishedPost(idOrSlug: string) {
  return useQuery({
    queryKey: blogKeys.post(idOrSlug),
    queryFn: () => data(api.GET("/api/blogs/{idOrSlug}", { params: { path: { idOrSlug } } })),
    retry: no404Retry,
  });
}
