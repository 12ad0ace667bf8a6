/**
 * The PDFs of issue 17 items 4 and 5: an owner's monthly statement, a tenant's receipt for a
 * completed payment, and a tenant's rent statement for a period. Drawn from facts the services
 * gather (service.ts, service-tenant.ts); no database here.
 */
import { formatShare, WHOLE_BP } from "@shared/accounts/shares";
import { londonDate } from "@shared/dates";
import { monthLabel, type Statement, splitStatementHomes } from "@shared/schemas/statements";
import {
  type Column,
  type Doc,
  day,
  footnote,
  heading,
  letterhead,
  money,
  NOT_ADVICE,
  newDoc,
  para,
  row,
} from "./pdf-kit";

const lineColumns: Column[] = [
  { width: 0.2 },
  { width: 0.5 },
  { width: 0.15, align: "right" },
  { width: 0.15, align: "right" },
];

type StatementHome = Statement["figures"]["homes"][number];
type StatementTotals = Statement["figures"]["totals"];

/** One home of the statement: its lines at the owner's share, what was paid out, what the owner paid. */
function drawHome(doc: Doc, h: StatementHome): void {
  heading(doc, `${h.title}, ${h.address}`);
  if (h.shareBp !== WHOLE_BP) para(doc, `Figures are the owner's share: ${formatShare(h.shareBp)}.`);
  row(doc, lineColumns, ["Date", "Description", "VAT", "Amount"], { bold: true });
  // A home is drawn only with activity: with no lines here, its only expenses are the owner's own.
  if (h.lines.length === 0)
    row(doc, lineColumns, ["", "Nothing received or paid from rent this month", "", ""]);
  for (const l of h.lines)
    row(doc, lineColumns, [
      day(l.date),
      l.description,
      l.vatMinor ? money(l.vatMinor) : "",
      money(l.kind === "rent" ? l.amountMinor : -l.amountMinor),
    ]);
  row(doc, lineColumns, ["", "Paid out for this home", "", money(h.paidOutMinor)], { bold: true });
  if (h.ownerPaid.length) {
    para(doc, "Expenses you paid directly (for your records; not deducted):");
    for (const l of h.ownerPaid)
      row(doc, lineColumns, [
        day(l.date),
        l.description,
        l.vatMinor ? money(l.vatMinor) : "",
        money(l.amountMinor),
      ]);
  }
}

/** The statement's totals over all its homes. */
function drawTotals(doc: Doc, t: StatementTotals): void {
  heading(doc, "Totals");
  const totalColumns: Column[] = [{ width: 0.7 }, { width: 0.3, align: "right" }];
  row(doc, totalColumns, ["Rent collected", money(t.rentMinor)]);
  row(doc, totalColumns, [`Agent fees (VAT ${money(t.feesVatMinor)} included)`, money(-t.feesMinor)]);
  row(doc, totalColumns, ["Expenses paid from rent", money(-t.expensesMinor)]);
  row(
    doc,
    totalColumns,
    [t.paidOutMinor < 0 ? "Owed by you" : "Amount paid out to you", money(Math.abs(t.paidOutMinor))],
    { bold: true },
  );
  if (t.ownerPaidMinor)
    row(doc, totalColumns, ["Expenses you paid directly (not deducted)", money(t.ownerPaidMinor)]);
}

/**
 * The owner statement: per home with activity its lines at the owner's share, one line for the
 * homes without any (issue 42 item 6), then the totals (of every home, as before).
 */
export function renderOwnerStatement(s: Statement): Promise<Buffer> {
  const month = monthLabel(s.month);
  const { doc, bytes } = newDoc(`Owner statement ${month}`, `Owner statement for ${s.ownerName}`);
  letterhead(doc, "Owner statement", [
    `Owner: ${s.ownerName}`,
    `Month: ${month} (${day(s.figures.from)} to ${day(s.figures.to)})`,
    `Made on ${day(londonDate(new Date(s.generatedAt)))}`,
  ]);
  if (s.partial)
    para(doc, "This copy shows only the homes you manage of this owner's statement, and their totals.");
  const { active, quietLine } = splitStatementHomes(s.figures.homes);
  for (const h of active) drawHome(doc, h);
  if (quietLine) para(doc.moveDown(0.6), `${quietLine}.`, 10);
  drawTotals(doc, s.figures.totals);
  footnote(doc, [
    "Figures are the owner's share of each home, from the rent received, the agent's fees and the expenses recorded in Keyhold for the month.",
    NOT_ADVICE,
  ]);
  doc.end();
  return bytes;
}

export interface ReceiptFacts {
  number: string;
  tenant: string;
  address: string;
  landlord: string;
  agent: string | null;
  paidOn: string;
  amountMinor: number;
  method: string;
  reference: string | null;
}

/** A receipt for one completed rent payment. */
export function renderReceipt(r: ReceiptFacts): Promise<Buffer> {
  const { doc, bytes } = newDoc(`Rent receipt ${r.number}`, `Receipt for ${r.tenant}`);
  letterhead(doc, "Rent receipt", [`Receipt number: ${r.number}`, `Property: ${r.address}`]);
  const cols: Column[] = [{ width: 0.35 }, { width: 0.65 }];
  row(doc, cols, ["Received from", r.tenant]);
  row(doc, cols, ["Amount", money(r.amountMinor)]);
  row(doc, cols, ["Received on", day(r.paidOn)]);
  row(doc, cols, ["Method", r.method]);
  if (r.reference) row(doc, cols, ["Reference", r.reference]);
  row(doc, cols, ["Landlord", r.landlord]);
  if (r.agent) row(doc, cols, ["Managing agent", r.agent]);
  footnote(doc, [
    "Received with thanks. This receipt confirms a payment recorded as completed in Keyhold.",
    NOT_ADVICE,
  ]);
  doc.end();
  return bytes;
}

export interface RentStatementFacts {
  tenant: string;
  address: string;
  landlord: string;
  from: string;
  to: string;
  openingMinor: number;
  lines: {
    date: string;
    description: string;
    debitMinor: number;
    creditMinor: number;
    balanceMinor: number;
  }[];
  closingMinor: number;
}

const balance = (minor: number) =>
  minor > 0 ? `${money(minor)} owed` : minor < 0 ? `${money(-minor)} in credit` : money(0);

/** A tenant's rent statement: charges, payments and the running balance over a period. */
export function renderRentStatement(f: RentStatementFacts): Promise<Buffer> {
  const { doc, bytes } = newDoc(
    `Rent statement ${day(f.from)} to ${day(f.to)}`,
    `Rent statement for ${f.tenant}`,
  );
  letterhead(doc, "Rent statement", [
    `Tenant: ${f.tenant}`,
    `Property: ${f.address}`,
    `Landlord: ${f.landlord}`,
    `Period: ${day(f.from)} to ${day(f.to)}`,
  ]);
  const cols: Column[] = [
    { width: 0.18 },
    { width: 0.37 },
    { width: 0.14, align: "right" },
    { width: 0.14, align: "right" },
    { width: 0.17, align: "right" },
  ];
  row(doc, cols, ["Date", "Description", "Charged", "Paid", "Balance"], { bold: true });
  row(doc, cols, [day(f.from), "Balance brought forward", "", "", balance(f.openingMinor)]);
  if (f.lines.length === 0) row(doc, cols, ["", "No charges or payments in this period", "", "", ""]);
  for (const l of f.lines)
    row(doc, cols, [
      day(l.date),
      l.description,
      l.debitMinor ? money(l.debitMinor) : "",
      l.creditMinor ? money(l.creditMinor) : "",
      balance(l.balanceMinor),
    ]);
  row(doc, cols, [day(f.to), "Balance at the end of the period", "", "", balance(f.closingMinor)], {
    bold: true,
  });
  footnote(doc, [
    "Charges are the rent due under the tenancy; payments are those recorded as completed. Pending payments are not included until confirmed.",
    NOT_ADVICE,
  ]);
  doc.end();
  return bytes;
}
