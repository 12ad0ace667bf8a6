import { AppError } from "@shared/errors";
import { DEFAULT_APPROVAL_LIMIT_PENCE } from "@shared/schemas/works";
import { describe, expect, it } from "vitest";
import {
  approvalLimit,
  approvalOnRaise,
  approverOf,
  assertMayDecide,
  assertMaySetLimit,
  isApprover,
  mayDecide,
  needsApproval,
  statusAfterDecision,
} from "./policy";

/** The pure approval rules: no database, so plain unit tests. */
const home = { landlordId: "landlord" };
const agent = "agent";

const refusal = (f: () => void) => {
  try {
    f();
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, message: err.message };
    throw err;
  }
  return null;
};

describe("the approval limit", () => {
  it("is the landlord's own setting, else £250", () => {
    expect(DEFAULT_APPROVAL_LIMIT_PENCE).toBe(25_000);
    expect(approvalLimit(undefined)).toEqual({ pence: 25_000, isDefault: true });
    expect(approvalLimit(100_000)).toEqual({ pence: 100_000, isDefault: false });
    // £0 is a setting of its own, not "none set".
    expect(approvalLimit(0)).toEqual({ pence: 0, isDefault: false });
  });

  it("is set by the home's landlord only", () => {
    expect(refusal(() => assertMaySetLimit(home, "landlord"))).toBeNull();
    expect(refusal(() => assertMaySetLimit(home, agent))).toEqual({
      code: "forbidden",
      message: "Only the home's landlord sets its approval limit.",
    });
    expect(refusal(() => assertMaySetLimit(home, "admin"))?.code).toBe("forbidden");
  });
});

describe("when an order needs approval", () => {
  it("waits only when the budget is above the limit, not at it", () => {
    expect(needsApproval(home, agent, 25_000, 25_000)).toBe(false);
    expect(needsApproval(home, agent, 25_001, 25_000)).toBe(true);
    expect(needsApproval(home, agent, 1, 25_000)).toBe(false);
  });

  it("a limit of £0 makes every order wait", () => {
    expect(needsApproval(home, agent, 1, 0)).toBe(true);
  });

  it("an order the landlord raises is their own approval, whatever its budget", () => {
    expect(needsApproval(home, "landlord", 10_000_000, 0)).toBe(false);
    expect(approvalOnRaise(home, "landlord", 10_000_000, 0)).toEqual({
      status: "sent",
      approvedBy: "landlord",
    });
  });

  it("starts waiting for the landlord above the limit, else sent approved by no one in particular", () => {
    expect(approvalOnRaise(home, agent, 30_000, 25_000)).toEqual({
      status: "awaiting_approval",
      approver: "landlord",
    });
    expect(approvalOnRaise(home, agent, 20_000, 25_000)).toEqual({ status: "sent", approvedBy: null });
  });
});

describe("who approves", () => {
  it("is the home's landlord alone", () => {
    expect(approverOf(home)).toBe("landlord");
    expect(isApprover(home, "landlord")).toBe(true);
    expect(isApprover(home, agent)).toBe(false);
  });

  it("decides only an order waiting for approval", () => {
    expect(mayDecide(home, "landlord", "awaiting_approval")).toBe(true);
    expect(mayDecide(home, agent, "awaiting_approval")).toBe(false);
    for (const status of ["sent", "accepted", "scheduled", "done", "declined", "cancelled", "rejected"]) {
      expect(mayDecide(home, "landlord", status)).toBe(false);
    }
  });

  it("refuses anyone else first, then an order not waiting", () => {
    expect(refusal(() => assertMayDecide(home, "landlord", "awaiting_approval"))).toBeNull();
    expect(refusal(() => assertMayDecide(home, agent, "sent"))).toEqual({
      code: "forbidden",
      message: "Only the home's landlord approves works orders above their limit.",
    });
    expect(refusal(() => assertMayDecide(home, "landlord", "sent"))).toEqual({
      code: "invalid_transition",
      message: "This works order is not waiting for approval.",
    });
  });

  it("approved, the order is sent to the contractor; rejected, it is closed", () => {
    expect(statusAfterDecision("approve")).toBe("sent");
    expect(statusAfterDecision("reject")).toBe("rejected");
  });
});
