import { useQuery } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

/**
 * The home page's own reads: the newest listings and posts. The keys have the shape the
 * properties and blogs features use for the same requests (["properties", "listings", params],
 * ["blogs", "published", query]), so the cache is shared with those pages and their changes
 * refresh these too, without importing another feature.
 */
const newestListings = { sort: "newest", pageSize: 6 } as const;
const newestPosts = { page: 1, pageSize: 3 } as const;

export const homeKeys = {
  newestListings: ["properties", "listings", newestListings] as const,
  newestPosts: ["blogs", "published", newestPosts] as const,
};

export function useNewestListings() {
  return useQuery({
    queryKey: homeKeys.newestListings,
    queryFn: () => data(api.GET("/api/properties", { params: { query: newestListings } })),
  });
}

export function useNewestPosts() {
  return useQuery({
    queryKey: homeKeys.newestPosts,
    queryFn: () => data(api.GET("/api/blogs", { params: { query: newestPosts } })),
  });
}
