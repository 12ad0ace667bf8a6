import type { Owner } from "@shared/schemas/money-owners";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiRequestError } from "@web/lib/api";
import { describe, expect, it, vi } from "vitest";
import { OwnersForm } from "./OwnersForm";

const landlord: Owner = {
  id: null,
  name: "James Whitfield",
  email: null,
  shareBp: 10_000,
  isPrimary: true,
  status: "owner",
  isYou: true,
};

const share = (i: number) => screen.getAllByLabelText("Share (%)")[i] as HTMLInputElement;

describe("owners form", () => {
  it("adds a co-owner at 60/40 and sends shares in basis points with the invite e-mail", async () => {
    const onSave = vi.fn().mockResolvedValue({});
    render(<OwnersForm owners={[landlord]} onSave={onSave} />);
    fireEvent.click(screen.getByRole("button", { name: /add a co-owner/i }));
    fireEvent.change(share(0), { target: { value: "60" } });
    fireEvent.change(screen.getAllByLabelText("Name")[1]!, { target: { value: "Meera Shah" } });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "meera@example.com" } });
    expect(screen.getByText(/Total: 60 %/)).toBeTruthy();
    fireEvent.change(share(1), { target: { value: "40" } });
    expect(screen.getByText("Total: 100 %")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save owners" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      owners: [
        { name: "James Whitfield", shareBp: 6000 },
        { name: "Meera Shah", email: "meera@example.com", shareBp: 4000 },
      ],
    });
  });

  it("refuses a share that is not a percentage, and shows the server's per-row message", async () => {
    const onSave = vi.fn().mockRejectedValue(
      new ApiRequestError(400, "validation_error", "Invalid input", {
        "owners.1.email": "This e-mail is already listed as an owner",
      }),
    );
    const invited: Owner = {
      id: "7d0c0d4e-5b7a-4f0e-9d51-2b1a8d1e2f00",
      name: "Meera Shah",
      email: "meera@example.com",
      shareBp: 4000,
      isPrimary: false,
      status: "invited",
      isYou: false,
    };
    render(<OwnersForm owners={[{ ...landlord, shareBp: 6000 }, invited]} onSave={onSave} />);
    expect(screen.getByText("Invited")).toBeTruthy();
    fireEvent.change(share(1), { target: { value: "forty" } });
    fireEvent.click(screen.getByRole("button", { name: "Save owners" }));
    expect(await screen.findByText("Enter a percentage like 40 or 33.33")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(share(1), { target: { value: "40" } });
    fireEvent.click(screen.getByRole("button", { name: "Save owners" }));
    expect(await screen.findByText("This e-mail is already listed as an owner")).toBeTruthy();
    // The recorded co-owner is sent by id, without an e-mail (it cannot be changed in place).
    expect(onSave.mock.calls[0]![0].owners[1]).toEqual({ id: invited.id, name: "Meera Shah", shareBp: 4000 });
  });

  it("removing a co-owner sends the landlord alone", async () => {
    const onSave = vi.fn().mockResolvedValue({});
    const co: Owner = {
      ...landlord,
      id: "a1b2c3d4-0000-4000-8000-000000000001",
      name: "Co",
      isPrimary: false,
      status: "accepted",
      isYou: false,
      shareBp: 5000,
    };
    render(
      <OwnersForm
        owners={[{ ...landlord, id: "a1b2c3d4-0000-4000-8000-000000000000", shareBp: 5000 }, co]}
        onSave={onSave}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: /remove co/i }));
    fireEvent.change(share(0), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Save owners" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({
      owners: [{ id: "a1b2c3d4-0000-4000-8000-000000000000", name: "James Whitfield", shareBp: 10_000 }],
    });
  });
});
