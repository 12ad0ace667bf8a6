import * as LabelPrimitive from "@radix-ui/react-label";
import { cn } from "@web/lib/utils";
import type { ComponentProps } from "react";

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root className={cn("block text-sm font-medium text-slate-800", className)} {...props} />
  );
}
