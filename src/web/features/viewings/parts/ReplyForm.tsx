import { zodResolver } from "@hookform/resolvers/zod";
import { type EnquiryThread, THREAD_MESSAGE_MAX } from "@shared/schemas/viewings";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { Info } from "lucide-react";
import { useForm } from "react-hook-form";
import { useReplyToEnquiry } from "../api";
import { type ReplyFormOutput, type ReplyFormValues, replyBody, replyFormSchema } from "./reply-form-schema";
import { SlotFields } from "./SlotFields";

/**
 * The staff reply: a message and, unless the home is let agreed, viewing times to offer. The
 * applicant is e-mailed both with their private link; the server's messages land on their fields.
 */
export function ReplyForm({ thread }: { thread: EnquiryThread }) {
  const reply = useReplyToEnquiry(thread.enquiry.id);
  const form = useForm<ReplyFormValues, unknown, ReplyFormOutput>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { message: "", slots: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const name = thread.enquiry.name;

  const submit = form.handleSubmit(async (values) => {
    const body = replyBody(thread.letAgreed ? { ...values, slots: [] } : values);
    try {
      await reply.mutateAsync(body);
      const n = body.slots.length;
      toast({
        title: "Reply sent",
        description: n
          ? `${name} is e-mailed your message and ${n === 1 ? "one viewing time" : `${n} viewing times`} to choose from.`
          : `${name} is e-mailed your message.`,
      });
      form.reset({ message: "", slots: [] });
    } catch (err) {
      showFormError(err, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Reply" className="space-y-4">
      <FormField
        label="Message"
        hint={`${name} is e-mailed it with a private link to answer and book.`}
        error={errors.message?.message}
      >
        <Textarea className="min-h-32" maxLength={THREAD_MESSAGE_MAX} {...form.register("message")} />
      </FormField>
      {thread.letAgreed ? (
        <p
          role="note"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          This home is let agreed, so no viewing times can be offered.
        </p>
      ) : (
        <SlotFields form={form} />
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send reply"}
      </Button>
    </form>
  );
}
