import type { changePasswordSchema, SessionUser, updateProfileSchema } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import type { z } from "zod";

/** Saves the signed-in person's name and phone; answers with the updated session user. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (body: z.input<typeof updateProfileSchema>) =>
      (await data(api.PATCH("/api/me", { body }))).user as SessionUser,
  });
}

/** Changes the password; the server signs the person's other devices out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof changePasswordSchema>) => data(api.POST("/api/me/password", { body })),
  });
}
