import type { EnquiryStatus } from "@shared/property-vocab";
import type { EnquiryReplyInput, ViewingInterest } from "@shared/schemas/viewings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { api, data } from "@web/lib/api-client";

/**
 * Enquiry threads, viewings and the applicant's link page. Every key starts with "viewings": one
 * change refreshes the thread and the agenda together.
 */
export const viewingKeys = {
  all: ["viewings"] as const,
  thread: (id: string) => ["viewings", "thread", id] as const,
  agenda: (from: string, to: string, mine: boolean) => ["viewings", "agenda", { from, to, mine }] as const,
  feed: ["viewings", "calendar-feed"] as const,
  applicant: (token: string) => ["viewings", "applicant", token] as const,
};

/**
 * Other features' lists that a reply or a viewing changes, invalidated by key prefix (no import
 * across features): the enquiries inbox (propertyKeys.enquiries), the dashboards' latest enquiries
 * and the analytics' enquiries funnel.
 */
const otherPrefixes = [["properties", "enquiries"], ["dashboards"], ["analytics"]] as const;

const noRetryOn4xx = (count: number, err: Error) =>
  !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2;

function useRefresh() {
  const qc = useQueryClient();
  return () => {
    for (const key of otherPrefixes) void qc.invalidateQueries({ queryKey: key });
    return qc.invalidateQueries({ queryKey: viewingKeys.all });
  };
}

export function useEnquiryThread(id: string) {
  return useQuery({
    queryKey: viewingKeys.thread(id),
    queryFn: async () =>
      (await data(api.GET("/api/manage/enquiries/{id}/thread", { params: { path: { id } } }))).thread,
    retry: noRetryOn4xx,
  });
}

/** Sends a reply with the times offered; the answer is the thread as it now stands. */
export function useReplyToEnquiry(id: string) {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: EnquiryReplyInput) =>
      (
        await data(
          api.POST("/api/manage/enquiries/{id}/replies", {
            params: { path: { id } },
            body: input,
          }),
        )
      ).thread,
    onSuccess: (thread) => {
      qc.setQueryData(viewingKeys.thread(id), thread);
      return refresh();
    },
    // Closed or let agreed meanwhile (409): the page shows why from the thread as it now is.
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409)
        void qc.invalidateQueries({ queryKey: viewingKeys.thread(id) });
    },
  });
}

/**
 * Ends the applicant's private link and e-mails them a new one; the answer is the thread. The
 * thread (viewingKeys.thread) and every list showing the enquiry are refreshed.
 */
export function useSendNewLink(id: string) {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () =>
      (await data(api.POST("/api/manage/enquiries/{id}/new-link", { params: { path: { id } } }))).thread,
    onSuccess: (thread) => {
      qc.setQueryData(viewingKeys.thread(id), thread);
      return refresh();
    },
    // Closed meanwhile (409): the page shows the thread as it now is.
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409)
        void qc.invalidateQueries({ queryKey: viewingKeys.thread(id) });
    },
  });
}

/** Moves the enquiry along (reopening a closed one, say). */
export function useEnquiryStatus(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (status: EnquiryStatus) =>
      data(api.PATCH("/api/manage/enquiries/{id}", { params: { path: { id } }, body: { status } })),
    onSuccess: refresh,
  });
}

export type OutcomeBody = { attended: boolean; interest?: ViewingInterest; note?: string };

/** Cancelling a viewing and recording its outcome; each answers the viewing. */
export function useViewingActions() {
  const refresh = useRefresh();
  return {
    cancel: useMutation({
      mutationFn: async ({ id, reason }: { id: string; reason?: string }) =>
        (
          await data(
            api.POST("/api/manage/viewings/{id}/cancel", {
              params: { path: { id } },
              body: reason ? { reason } : {},
            }),
          )
        ).viewing,
      // A refusal (409: it has started, or changed meanwhile) shows the viewing as it now is.
      onSettled: refresh,
    }),
    outcome: useMutation({
      mutationFn: async ({ id, body }: { id: string; body: OutcomeBody }) =>
        (await data(api.POST("/api/manage/viewings/{id}/outcome", { params: { path: { id } }, body })))
          .viewing,
      onSettled: refresh,
    }),
  };
}

/** Viewings of the homes the caller manages between two London dates (or only the caller's). */
export function useViewings(from: string, to: string, mine: boolean) {
  return useQuery({
    queryKey: viewingKeys.agenda(from, to, mine),
    queryFn: async () =>
      (
        await data(
          api.GET("/api/manage/viewings", {
            params: { query: mine ? { from, to, mine: "true" } : { from, to } },
          }),
        )
      ).viewings,
    placeholderData: (prev) => prev,
  });
}

export function useViewingsFeed() {
  return useQuery({
    queryKey: viewingKeys.feed,
    queryFn: async () => (await data(api.GET("/api/viewings/calendar-feed"))).feed,
  });
}

export function useCreateViewingsFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await data(api.POST("/api/viewings/calendar-feed"))).feed,
    onSuccess: () => qc.invalidateQueries({ queryKey: viewingKeys.feed }),
  });
}

export function useRevokeViewingsFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await data(api.DELETE("/api/viewings/calendar-feed"))).feed,
    onSuccess: () => qc.invalidateQueries({ queryKey: viewingKeys.feed }),
  });
}

/** The applicant's page behind their private link (no account). */
export function useApplicantView(token: string) {
  return useQuery({
    queryKey: viewingKeys.applicant(token),
    queryFn: async () =>
      (await data(api.GET("/api/enquiry-links/{token}", { params: { path: { token } } }))).view,
    retry: noRetryOn4xx,
  });
}

/** Booking, cancelling and answering through the link; each answers the page as it now stands. */
export function useApplicantActions(token: string) {
  const qc = useQueryClient();
  const path = { params: { path: { token } } };
  const onSuccess = ({ view }: { view: unknown }) => qc.setQueryData(viewingKeys.applicant(token), view);
  // A refusal (a time taken meanwhile, the home let agreed) shows the page as it now is.
  const onError = () => qc.invalidateQueries({ queryKey: viewingKeys.applicant(token) });
  return {
    book: useMutation({
      mutationFn: (viewingId: string) =>
        data(api.POST("/api/enquiry-links/{token}/booking", { ...path, body: { viewingId } })),
      onSuccess,
      onError,
    }),
    cancel: useMutation({
      mutationFn: (viewingId: string) =>
        data(api.POST("/api/enquiry-links/{token}/cancel", { ...path, body: { viewingId } })),
      onSuccess,
      onError,
    }),
    message: useMutation({
      mutationFn: (message: string) =>
        data(api.POST("/api/enquiry-links/{token}/messages", { ...path, body: { message } })),
      onSuccess,
    }),
  };
}
