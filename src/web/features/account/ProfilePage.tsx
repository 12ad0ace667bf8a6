import { zodResolver } from "@hookform/resolvers/zod";
import { roleLabels } from "@shared/permissions";
import { changePasswordSchema, type SessionUser, updateProfileSchema } from "@shared/schemas/auth";
import { useAuth } from "@web/auth/use-auth";
import { PasswordStrength } from "@web/components/password-strength";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { applyFieldErrors } from "@web/lib/form-errors";
import { usePageTitle } from "@web/lib/use-page-title";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useChangePassword, useUpdateProfile } from "./api";

const failed = (err: unknown) =>
  toast({
    title: "Error",
    description: err instanceof ApiRequestError ? err.message : String(err),
    variant: "destructive",
  });

function DetailsForm({ user }: { user: SessionUser }) {
  const { setUser } = useAuth();
  const update = useUpdateProfile();
  type Values = z.input<typeof updateProfileSchema>;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: user.name, phone: user.phone ?? "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      setUser(saved);
      reset({ name: saved.name, phone: saved.phone ?? "" });
      toast({ title: "Profile saved", description: "Your details are up to date." });
    } catch (err) {
      if (!applyFieldErrors(err, setError)) failed(err);
    }
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Your details</h2>
      <p className="mt-1 text-sm text-slate-600">
        Signed in as {user.email} ({roleLabels[user.role]}). To change your e-mail, contact support.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <FormField label="Full name" error={errors.name?.message}>
          <Input autoComplete="name" {...register("name")} />
        </FormField>
        <FormField
          label="Phone"
          optional
          error={errors.phone?.message}
          hint="Shown to the landlord, agent or tenant you deal with."
        >
          <Input type="tel" autoComplete="tel" {...register("phone")} />
        </FormField>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Saving..." : "Save details"}
        </Button>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const { user } = useAuth();
  const change = useChangePassword();
  type Values = z.input<typeof changePasswordSchema>;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset();
      toast({ title: "Password changed", description: "Your other devices have been signed out." });
    } catch (err) {
      if (!applyFieldErrors(err, setError)) failed(err);
    }
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Change password</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <FormField label="Current password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
        </FormField>
        <FormField label="New password" error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register("newPassword")} />
        </FormField>
        <PasswordStrength
          password={watch("newPassword") ?? ""}
          id="new-password-strength"
          context={[user?.name, user?.email]}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Changing..." : "Change password"}
        </Button>
      </form>
    </Card>
  );
}

export default function ProfilePage() {
  usePageTitle("Profile");
  const { user } = useAuth();
  if (!user) return null;
  return (
    <AppPage>
      <PageHeader title="Profile" description="Your details and password." />
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailsForm user={user} />
        <PasswordForm />
      </div>
    </AppPage>
  );
}
