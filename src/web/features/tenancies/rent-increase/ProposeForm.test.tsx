import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToast, getToast } from "@web/components/ui/toast-store";
import { renderPage, stubApi } from "@web/test/render";
import { fieldError } from "@web/test/session";
import { beforeEach, describe, expect, it } from "vitest";
import { ProposeForm } from "./ProposeForm";

const RULE =
  "A new rent starting on 1 March 2027 is too early: in England it must be not within 12 months of the last increase on 1 March 2026, so 1 March 2027 at the earliest (Housing Act 1988 s.13(2) as amended by Renters' Rights Act 2025 s.6).";

describe("proposing a new rent", () => {
  beforeEach(() => dismissToast());

  it("starts at the earliest valid date, says why, and shows the server's rule on the field", async () => {
    let sent: unknown;
    const calls = stubApi({
      "POST /api/tenancies/t-1/rent-increases": async (req) => {
        sent = await req.json();
        return Response.json(
          {
            error: {
              code: "validation_error",
              message: `Invalid input. startDate: ${RULE}`,
              fields: { startDate: RULE },
            },
          },
          { status: 400 },
        );
      },
    });
    const user = userEvent.setup();
    renderPage(
      <ProposeForm
        tenancyId="t-1"
        currentRent={120_000}
        currency="GBP"
        earliestStart="2027-03-01"
        source="Housing Act 1988 s.13(2)"
        onDone={() => {}}
      />,
    );
    const start = screen.getByLabelText("New rent starts on") as HTMLInputElement;
    expect(start.value).toBe("2027-03-01");
    expect(start.min).toBe("2027-03-01");
    expect(screen.getByText(/Earliest valid start for a notice served today: 1 March 2027/)).toBeTruthy();
    expect(screen.getByText(/does not replace it/)).toBeTruthy();

    const rent = screen.getByLabelText("New rent (£)");
    await user.click(screen.getByRole("button", { name: "Draft the notice" }));
    await waitFor(() => expect(fieldError(rent)).toBe("Enter the new rent in pounds, e.g. 1300 or 1,350.50"));
    expect(calls).toEqual([]);

    await user.type(rent, "1,300");
    await user.click(screen.getByRole("button", { name: "Draft the notice" }));
    await waitFor(() => expect(fieldError(start)).toBe(RULE));
    expect(sent).toEqual({ newRent: 130_000, startDate: "2027-03-01" });
    expect(getToast()).toBeNull();
  });
});
