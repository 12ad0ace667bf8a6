import { zodResolver } from "@hookform/resolvers/zod";
import { today as londonToday } from "@shared/dates";
import { monthLabel, previousMonth, statementMonthSchema } from "@shared/schemas/statements";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { useGenerateStatement } from "./api";

const formSchema = z.object({ month: statementMonthSchema, ownerId: z.string().max(100) });
type Values = z.infer<typeof formSchema>;

/**
 * "Make last month's statement", or any ended month: an owner makes their own; an agent or admin
 * picks the owner. A month already made opens the stored statement.
 */
export function MakeStatementForm({
  owners,
  pickOwner,
  base,
}: {
  owners: { id: string; name: string }[];
  pickOwner: boolean;
  base: string;
}) {
  const last = previousMonth(londonToday());
  const make = useGenerateStatement();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { month: last, ownerId: owners[0]?.id ?? "" },
  });
  const submit = handleSubmit(async (v) => {
    try {
      const { statement } = await make.mutateAsync({
        month: v.month,
        ...(pickOwner && v.ownerId ? { ownerId: v.ownerId } : {}),
      });
      toast({ title: `Statement for ${monthLabel(statement.month)} ready` });
      navigate(`${base}/${statement.id}`);
    } catch (err) {
      showFormError(err, setError);
    }
  });
  if (pickOwner && owners.length === 0) return null;
  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-4">
        {pickOwner && (
          <FormField label="Owner" error={errors.ownerId?.message}>
            <NativeSelect {...register("ownerId")}>
              {owners.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <FormField label="Month" error={errors.month?.message} hint="A month that has ended">
          <Input type="month" max={last} {...register("month")} />
        </FormField>
        <Button type="submit" disabled={make.isPending}>
          {make.isPending ? "Making…" : "Make the statement"}
        </Button>
      </form>
    </Card>
  );
}
