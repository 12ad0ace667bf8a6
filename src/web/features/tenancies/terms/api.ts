/** Data layer of a tenancy's terms: draft edits, written terms, notices (keys under tenancyKeys). */
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import type { paths } from "@web/lib/api-schema.gen";
import { tenancyKeys, useInvalidate } from "../api";

type Body<P extends keyof paths, M extends "post" | "put" | "patch"> = paths[P] extends {
  [K in M]: { requestBody?: { content: { "application/json": infer B } } };
}
  ? B
  : never;
export type TermsPatch = Body<"/api/tenancies/{id}/terms", "patch">;
export type WrittenTermsInput = Body<"/api/tenancies/{id}/written-terms", "put">;
export type NoticeInput = Body<"/api/tenancies/{id}/notices", "post">;

export const noticeKeys = { list: (id: string) => [...tenancyKeys.all, "notices", id] as const };

export function useNotices(id: string) {
  return useQuery({
    queryKey: noticeKeys.list(id),
    queryFn: () => data(api.GET("/api/tenancies/{id}/notices", { params: { path: { id } } })),
  });
}

export function useUpdateTerms(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TermsPatch) =>
      data(api.PATCH("/api/tenancies/{id}/terms", { params: { path: { id } }, body })),
    onSuccess: invalidate,
  });
}

export function useRecordWrittenTerms(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: WrittenTermsInput) =>
      data(api.PUT("/api/tenancies/{id}/written-terms", { params: { path: { id } }, body })),
    onSuccess: invalidate,
  });
}

export function useGiveNotice(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: NoticeInput) =>
      data(api.POST("/api/tenancies/{id}/notices", { params: { path: { id } }, body })),
    onSuccess: invalidate,
  });
}

export function useWithdrawNotice(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (noticeId: string) =>
      data(
        api.POST("/api/tenancies/{id}/notices/{noticeId}/withdraw", { params: { path: { id, noticeId } } }),
      ),
    onSuccess: invalidate,
  });
}
