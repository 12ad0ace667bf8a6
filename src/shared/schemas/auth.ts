import "./zod-setup";
import { z } from "zod";
import { roles, selfSignupRoles } from "../permissions";

export const authMessages = {
  invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
  accountNotFound: "User account not found. Please contact support.",
  suspended: "This account has been suspended. Please contact support.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;

export const emailField = z
  .string({ error: "Please enter your e-mail address" })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your e-mail address")
  .max(254, "E-mail must be at most 254 characters")
  .pipe(z.email("Please enter a valid e-mail address"));

export const passwordField = z
  .string({ error: "Please enter a password" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const nameField = z
  .string({ error: "Please enter your name" })
  .trim()
  .min(2, "Please enter your name")
  .max(100, "Name must be at most 100 characters");

export const phoneField = z
  .string()
  .trim()
  .max(20, "Phone must be at most 20 characters")
  .refine((v) => v === "" || /^\+?[0-9 ()-]{7,20}$/.test(v), "Please enter a valid phone number");

export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  role: z.enum(selfSignupRoles, { error: "Please choose landlord, tenant or agent" }),
  inviteToken: z.string().max(200).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password").max(128),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({
  token: z.string().min(1, "This reset link is incomplete").max(200),
  password: passwordField,
});

export const updateProfileSchema = z.object({
  name: nameField.optional(),
  phone: phoneField.optional(),
});
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Please enter your current password").max(128),
  newPassword: passwordField,
});

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

/** A rough strength score (0-4) shown as a hint while typing; the server only enforces length. */
export function passwordStrength(password: string): { score: number; label: string } {
  let score = 0;
  if (password.length >= 8) score++;
  if (password.length >= 12) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password) && /[^A-Za-z0-9]/.test(password)) score++;
  const labels = ["Too short", "Weak", "Fair", "Good", "Strong"];
  return { score, label: labels[password.length < 8 ? 0 : Math.max(1, score)]! };
}
