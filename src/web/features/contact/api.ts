import type { ContactInput } from "@shared/schemas/contact";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

/** The public contact form (no cached reads, so no query keys). */
export function useSubmitContact() {
  return useMutation({
    mutationFn: (input: ContactInput) => data(api.POST("/api/contact", { body: input })),
  });
}
