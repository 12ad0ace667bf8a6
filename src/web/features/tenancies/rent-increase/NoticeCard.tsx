import {
  type RentIncreaseNotice,
  rentIncreaseStatusLabels,
  serviceMethodLabels,
} from "@shared/schemas/rent-increases";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast-store";
import { formatMoney } from "@web/lib/format";
import { FileText } from "lucide-react";
import { type ReactNode, useState } from "react";
import { formatDay } from "../display";
import { form4aUrl, useWithdrawRentIncrease } from "./api";
import { ChallengeForm, DecisionForm, ServeForm } from "./notice-forms";

type Action = "serve" | "edit" | "challenge" | "decide" | null;
const per = (f: string) => (f === "weekly" ? "a week" : "a month");

const servedText = (n: RentIncreaseNotice) =>
  n.servedOn
    ? `${formatDay(n.servedOn, "long")}${n.serviceMethod ? `, ${serviceMethodLabels[n.serviceMethod].toLowerCase()}` : ""}`
    : "Not yet";

/** The new and current rent, when it starts, when it was served, referred and decided. */
function NoticeFigures({
  notice,
  money,
  start,
}: {
  notice: RentIncreaseNotice;
  money: (m: number) => string;
  start: string;
}) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
      <Item label="New rent">{money(notice.decidedRent ?? notice.newRent)}</Item>
      <Item label="Current rent">{money(notice.currentRent)}</Item>
      <Item label={notice.status === "decided" ? "Takes effect on" : "Starts on"}>{start}</Item>
      <Item label="Served">{servedText(notice)}</Item>
      {notice.challengedOn && (
        <Item label="Referred to the tribunal">{formatDay(notice.challengedOn, "long")}</Item>
      )}
      {notice.decidedOn && <Item label="Tribunal decided">{formatDay(notice.decidedOn, "long")}</Item>}
    </dl>
  );
}

/** Withdraw the notice (it stays in the record), after asking. */
function WithdrawNotice({ notice }: { notice: RentIncreaseNotice }) {
  const withdraw = useWithdrawRentIncrease(notice.tenancyId, notice.id);
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">Withdraw</Button>}
      title="Withdraw this rent increase?"
      description="The notice stays in the record as withdrawn; the rent does not change."
      confirmLabel="Withdraw"
      destructive
      onConfirm={async () => {
        try {
          await withdraw.mutateAsync();
          toast({ title: "Rent increase withdrawn", description: "The rent stays as it is." });
        } catch (err) {
          toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
        }
      }}
    />
  );
}

/** What the caller can do next with the notice in its status. */
function NoticeActions({
  notice,
  staff,
  onAction,
}: {
  notice: RentIncreaseNotice;
  staff: boolean;
  onAction: (a: Exclude<Action, null>) => void;
}) {
  const { status } = notice;
  return (
    <>
      {staff && status === "draft" && (
        <>
          <Button onClick={() => onAction("serve")}>Record service</Button>
          <Button variant="secondary" onClick={() => onAction("edit")}>
            Change
          </Button>
        </>
      )}
      {status === "served" && (
        <Button variant="secondary" onClick={() => onAction("challenge")}>
          {staff ? "Record a referral to the tribunal" : "I referred it to the tribunal"}
        </Button>
      )}
      {staff && status === "challenged" && (
        <Button onClick={() => onAction("decide")}>Enter the tribunal's decision</Button>
      )}
      {staff && status !== "decided" && <WithdrawNotice notice={notice} />}
    </>
  );
}

/**
 * An open section 13 notice: its figures and dates, its PDF, and what the caller can do next.
 * Staff serve, edit or withdraw a draft, record a referral and enter the tribunal's decision; the
 * tenant sees the new rent, when it takes effect and how to challenge it, and records a referral.
 */
export function NoticeCard({
  notice,
  staff,
  currency,
  form,
  editForm,
}: {
  notice: RentIncreaseNotice;
  staff: boolean;
  currency: string;
  /** The notice filled and the tribunal it is referred to; null where Keyhold fills none. */
  form: { name: string; tribunal: string } | null;
  editForm(onDone: () => void): ReactNode;
}) {
  const [action, setAction] = useState<Action>(null);
  const close = () => setAction(null);
  const money = (m: number) => `${formatMoney(m, currency)} ${per(notice.frequency)}`;
  const start = formatDay(notice.startDate, "long");
  const { status } = notice;
  return (
    <Card className="space-y-4" aria-label="Rent increase notice">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {status === "draft" ? "Proposed new rent (draft)" : "New rent proposed by section 13 notice"}
        </h3>
        <Badge tone={status === "challenged" ? "warning" : status === "draft" ? "neutral" : "info"}>
          {rentIncreaseStatusLabels[status]}
        </Badge>
      </div>
      <NoticeFigures notice={notice} money={money} start={start} />
      {status === "served" && (
        <p className="text-sm text-slate-700">
          {staff ? "The tenant" : "You"} can refer this notice to the {form?.tribunal ?? "tribunal"} before{" "}
          {start} if {staff ? "they do" : "you do"} not agree with the new rent; it is then held until the
          tribunal decides. Otherwise the new rent is due from {start}.
        </p>
      )}
      {status === "challenged" && (
        <p className="text-sm text-slate-700">
          Held: the new rent does not apply until the tribunal decides.
        </p>
      )}
      <p className="text-xs text-slate-600">
        Keyhold works out dates from the rules; this is not legal advice.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {form && (
          <a
            href={form4aUrl(notice.tenancyId, notice.id)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" /> {form.name} notice (PDF)
          </a>
        )}
        {action === null && <NoticeActions notice={notice} staff={staff} onAction={setAction} />}
      </div>
      {action === "serve" && <ServeForm notice={notice} onDone={close} />}
      {action === "edit" && editForm(close)}
      {action === "challenge" && <ChallengeForm notice={notice} onDone={close} />}
      {action === "decide" && <DecisionForm notice={notice} onDone={close} />}
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
