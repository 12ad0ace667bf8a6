import "./zod-setup";
import { z } from "zod";
import { errorCodes } from "../errors";

/** The one error shape every /api endpoint answers with. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: "ApiError" });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
