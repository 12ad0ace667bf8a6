/** E-mails to contractors: they have no account, so these go straight to the outbox. */
import { type Trade, tradeLabels } from "@shared/schemas/works";
import type { AppDeps } from "../../context";
import { formatPence } from "./format";

type Deps = Pick<AppDeps, "mailer" | "config">;
interface Job {
  number: number;
  contractorName: string;
  contractorEmail: string;
  trade: string;
  address: string;
  budgetPence: number;
  issuedBy: string;
}

/** The job with its private link (valid 30 days, or until the order closes). */
export async function mailContractorLink({ mailer, config }: Deps, job: Job, url: string) {
  const app = config.site.appName;
  await mailer.send({
    to: job.contractorEmail,
    kind: "works_order_link",
    subject: `Works order #${job.number}: ${tradeLabels[job.trade as Trade] ?? "Job"} at ${job.address}`,
    text: `Hello ${job.contractorName},\n\n${job.issuedBy} has sent you a works order through ${app}: ${job.address}, with a budget of ${formatPence(job.budgetPence)}.\n\nOpen this private link to see the job, accept or decline it, propose a time, and upload photos and your invoice. You do not need an account. Keep the link to yourself: anyone with it can act on this job. It stops working after 30 days or when the job is closed.\n\n${url}\n`,
  });
}

export async function mailContractorCancelled({ mailer }: Deps, job: Job) {
  await mailer.send({
    to: job.contractorEmail,
    kind: "works_order_cancelled",
    subject: `Works order #${job.number} cancelled`,
    text: `Hello ${job.contractorName},\n\n${job.issuedBy} has cancelled works order #${job.number} at ${job.address}. Its link no longer works. Please do not attend.\n`,
  });
}
