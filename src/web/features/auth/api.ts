import type { forgotPasswordSchema, resetPasswordSchema } from "@shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api, data } from "@web/lib/api-client";
import type { z } from "zod";

/** E-mails a reset link; the server answers the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof forgotPasswordSchema>) =>
      data(api.POST("/api/auth/forgot-password", { body })),
  });
}

/** Sets a new password from the link's token (every session of the account ends). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof resetPasswordSchema>) =>
      data(api.POST("/api/auth/reset-password", { body })),
  });
}
