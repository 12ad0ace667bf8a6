import { render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Table, Td, Th } from "./table";

function Rents({ extra = false }: { extra?: boolean }) {
  return (
    <Table caption="Rents">
      <thead>
        <tr>
          <Th>Home</Th>
          <Th>Rent</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <Td>1 Ledger Lane</Td>
          <Td>£1,000.00</Td>
          <Td>
            <button type="button">Open</button>
          </Td>
        </tr>
        {extra && (
          <tr>
            <Td>2 Ledger Lane</Td>
            <Td>£900.00</Td>
            <Td />
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <Td colSpan={3}>2 homes</Td>
        </tr>
      </tfoot>
    </Table>
  );
}

function Growing() {
  const [extra, setExtra] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setExtra(true)}>
        More
      </button>
      <Rents extra={extra} />
    </>
  );
}

describe("Table: cards below 640 px", () => {
  it("labels each body cell with its column heading, hidden headings and full-width cells with none", () => {
    render(<Rents />);
    expect(screen.getByText("1 Ledger Lane").getAttribute("data-label")).toBe("Home");
    expect(screen.getByText("£1,000.00").getAttribute("data-label")).toBe("Rent");
    expect(screen.getByRole("button", { name: "Open" }).closest("td")?.getAttribute("data-label")).toBe("");
    expect(screen.getByText("2 homes").getAttribute("data-label")).toBe("");
    // The table keeps its semantics and its keyboard-reachable region.
    expect(screen.getByRole("region", { name: "Rents (table)" }).tabIndex).toBe(0);
    expect(screen.getByRole("table").closest(".rtable-room")).not.toBeNull();
  });

  it("labels rows added later", async () => {
    render(<Growing />);
    screen.getByRole("button", { name: "More" }).click();
    const cell = await screen.findByText("2 Ledger Lane");
    // Labelled by the table's MutationObserver, once it has seen the new row.
    await waitFor(() => expect(cell.getAttribute("data-label")).toBe("Home"));
    expect(screen.getByText("£900.00").getAttribute("data-label")).toBe("Rent");
  });
});
