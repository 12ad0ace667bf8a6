import type { EnquiryInput } from "@shared/schemas/properties";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";

/** A visitor's enquiry about a listing (the property page's form; no management code with it). */
export function useSendEnquiry(propertyId: string) {
  return useMutation({
    mutationFn: (input: EnquiryInput) =>
      data(api.POST("/api/properties/{id}/enquiries", { params: { path: { id: propertyId } }, body: input })),
  });
}
