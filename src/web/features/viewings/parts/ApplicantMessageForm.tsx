import { zodResolver } from "@hookform/resolvers/zod";
import { applicantMessageInputSchema, THREAD_MESSAGE_MAX } from "@shared/schemas/viewings";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useApplicantActions } from "../api";

/** The applicant's answer in the conversation; the landlord or agent is told. */
export function ApplicantMessageForm({ token, managedBy }: { token: string; managedBy: string }) {
  const { message } = useApplicantActions(token);
  const form = useForm<
    z.input<typeof applicantMessageInputSchema>,
    unknown,
    z.output<typeof applicantMessageInputSchema>
  >({
    resolver: zodResolver(applicantMessageInputSchema),
    defaultValues: { message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await message.mutateAsync(values.message);
      toast({ title: "Message sent", description: `${managedBy} has been told.` });
      form.reset({ message: "" });
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Answer" className="space-y-3">
      <FormField label="Your message" error={errors.message?.message}>
        <Textarea maxLength={THREAD_MESSAGE_MAX} {...form.register("message")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send"}
      </Button>
    </form>
  );
}
