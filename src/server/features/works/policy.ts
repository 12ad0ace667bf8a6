/**
 * The works approval policy (issue 18 item 2), as pure rules: no database here. The services read
 * the facts (the home, its limit setting, the order) and apply these.
 * - Limit: a home's approval limit is its landlord's own setting, else DEFAULT_APPROVAL_LIMIT_PENCE
 *   (£250). Only the home's landlord sets it: an agent or admin spends within it, never moves it.
 * - When an order waits: its budget is above the home's limit (a limit of £0 makes every order
 *   wait), unless the landlord raised it: an order the landlord raises is their own approval.
 *   At or below the limit it goes to the contractor at once, approved by no one in particular.
 * - Who approves: the home's landlord alone, and only an order waiting for approval. Approved, it
 *   is sent to the contractor; rejected, it is closed.
 */
import { AppError } from "@shared/errors";
import { DEFAULT_APPROVAL_LIMIT_PENCE, type WorksOrderStatus } from "@shared/schemas/works";

export interface ApprovalLimit {
  pence: number;
  /** No setting of the home's own: the default applies. */
  isDefault: boolean;
}

/** The facts of a home the rules need: whose it is. */
export interface WorksHome {
  landlordId: string;
}

export type Decision = "approve" | "reject";

/** The home's approval limit from its landlord's setting (undefined: none set). */
export function approvalLimit(setting: number | undefined): ApprovalLimit {
  return setting === undefined
    ? { pence: DEFAULT_APPROVAL_LIMIT_PENCE, isDefault: true }
    : { pence: setting, isDefault: false };
}

/** The one person who approves a home's works orders and sets its limit: the home's landlord. */
export const approverOf = (home: WorksHome): string => home.landlordId;

/** Whether this user is the home's approver. */
export const isApprover = (home: WorksHome, userId: string): boolean => approverOf(home) === userId;

/** Whether an order of `budgetPence` raised by `raisedBy` waits for the landlord's decision. */
export function needsApproval(home: WorksHome, raisedBy: string, budgetPence: number, limitPence: number) {
  return budgetPence > limitPence && !isApprover(home, raisedBy);
}

/**
 * How a newly raised order starts: waiting for the home's approver, or sent to the contractor,
 * approved by the landlord who raised it (approvedBy) or within the limit (approvedBy null).
 */
export function approvalOnRaise(
  home: WorksHome,
  raisedBy: string,
  budgetPence: number,
  limitPence: number,
): { status: "awaiting_approval"; approver: string } | { status: "sent"; approvedBy: string | null } {
  if (needsApproval(home, raisedBy, budgetPence, limitPence)) {
    return { status: "awaiting_approval", approver: approverOf(home) };
  }
  return { status: "sent", approvedBy: isApprover(home, raisedBy) ? raisedBy : null };
}

/** Whether this user may approve or reject the order now (the landlord, an order that waits). */
export const mayDecide = (home: WorksHome, userId: string, status: string): boolean =>
  status === "awaiting_approval" && isApprover(home, userId);

/** Refuses a decision by anyone but the home's landlord, or on an order that does not wait for one. */
export function assertMayDecide(home: WorksHome, userId: string, status: string): void {
  if (!isApprover(home, userId)) {
    throw new AppError("forbidden", "Only the home's landlord approves works orders above their limit.");
  }
  if (status !== "awaiting_approval") {
    throw new AppError("invalid_transition", "This works order is not waiting for approval.");
  }
}

/** The order's status after the landlord's decision. */
export const statusAfterDecision = (decision: Decision): Extract<WorksOrderStatus, "sent" | "rejected"> =>
  decision === "approve" ? "sent" : "rejected";

/** Refuses a change of the home's approval limit by anyone but its landlord. */
export function assertMaySetLimit(home: WorksHome, userId: string): void {
  if (!isApprover(home, userId)) {
    throw new AppError("forbidden", "Only the home's landlord sets its approval limit.");
  }
}
