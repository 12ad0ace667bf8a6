import "./zod-setup";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, passwordMessages, passwordProblems } from "../password-policy";
import { roles, selfSignupRoles } from "../permissions";

export const authMessages = {
  invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
  accountNotFound: "User account not found. Please contact support.",
  suspended: "This account has been suspended. Please contact support.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  /** Account-based limits: the same words whether or not the account exists. */
  tooManySignIns:
    "Too many attempts. Please wait a few minutes and try again. If this is your account, you can get in straight away by resetting your password: we e-mail you a link.",
} as const;

export const emailField = z
  .string({ error: "Please enter your e-mail address" })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your e-mail address")
  .max(254, "E-mail must be at most 254 characters")
  .pipe(z.email("Please enter a valid e-mail address"));

/**
 * A new password (sign-up, reset, change): the rules of ../password-policy with its small list of common
 * passwords. The server checks the whole breached list and the person's name and e-mail on top.
 * Nothing is trimmed: every character counts.
 */
export const passwordField = z
  .string({ error: "Please enter a password" })
  .max(PASSWORD_MAX_LENGTH * 2, passwordMessages.tooLong)
  .superRefine((value, ctx) => {
    const [problem] = passwordProblems(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem.message });
  });

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

export const signUpSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    role: z.enum(selfSignupRoles, { error: "Please choose landlord, tenant or agent" }),
    inviteToken: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    const personal = passwordProblems(v.password, { context: [v.name, v.email] }).find(
      (p) => p.code === "personal",
    );
    if (personal) ctx.addIssue({ code: "custom", path: ["password"], message: personal.message });
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

/** The password again before a sensitive action (POST /api/auth/reauthenticate). */
export const reauthenticateSchema = z.object({
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password").max(256),
});

export const sessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(roles),
    phone: z.string().nullable(),
    avatar: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "SessionUser" });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Who a service's rules are applied to: the signed-in user's id and role (a SessionUser fits). */
export type Caller = Pick<SessionUser, "id" | "role">;
/** A caller whose name and e-mail a service writes: in mail, notifications, thread entries. */
export type NamedCaller = Caller & Pick<SessionUser, "name" | "email">;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
