import type { ContactInput, ContactResult } from "@shared/schemas/contact";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api";

export function useSubmitContact() {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      apiFetch<ContactResult>("/api/contact", { method: "POST", json: input }),
  });
}
