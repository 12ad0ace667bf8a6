/**
 * The Form 4A-equivalent notice (Housing Act 1988 s.13(2)) as a PDF, drawn with pdfkit from the
 * facts Keyhold holds. No database here: service-rent-increase-pdf.ts gathers the facts. The form's
 * name, title and tribunal come from the law table (src/shared/law). Keyhold fills the notice from
 * its records; it gives no legal advice, and the notice says so.
 */

import { createRequire } from "node:module";
import { longDate } from "@shared/dates";
import { pounds } from "@shared/law";
import type PDFKitDocument from "pdfkit";

/** pdfkit (and its fonts) is loaded with the first PDF, not at start (issue 19 item 7). */
let pdfkit: typeof PDFKitDocument | undefined;
const PDFDocument = () => (pdfkit ??= createRequire(import.meta.url)("pdfkit") as typeof PDFKitDocument);

export interface Form4aFacts {
  form: { name: string; title: string; tribunal: string; source: string };
  tenants: string[];
  address: string[];
  landlord: string;
  agent: string | null;
  frequency: "monthly" | "weekly";
  currentRent: number;
  newRent: number;
  startDate: string;
  servedOn: string | null;
  serviceMethod: string | null;
  /** "draft" while the notice has not been served. */
  status: string;
}

const per = (f: string) => (f === "weekly" ? "per week" : "per month");

/** The notice's text, paragraph by paragraph (also what the PDF test reads back). */
export function form4aParagraphs(f: Form4aFacts): { heading: string; lines: string[] }[] {
  const money = (minor: number) => `${pounds(minor)} ${per(f.frequency)}`;
  return [
    { heading: "1. To the tenant(s)", lines: f.tenants },
    { heading: "2. Address of the premises", lines: f.address },
    {
      heading: "3. This is to give notice that as from",
      lines: [
        `${longDate(f.startDate)} your landlord proposes to charge a new rent.`,
        `The new rent will be ${money(f.newRent)}, in place of the existing rent of ${money(f.currentRent)}.`,
      ],
    },
    {
      heading: "4. The rent period",
      lines: [`The tenancy is periodic; rent is due ${f.frequency === "weekly" ? "weekly" : "monthly"}.`],
    },
    {
      heading: "5. From the landlord",
      lines: [f.landlord, ...(f.agent ? [`Agent acting for the landlord: ${f.agent}`] : [])],
    },
    {
      heading: "6. Date of service",
      lines: f.servedOn
        ? [
            `Served on ${longDate(f.servedOn)}${f.serviceMethod ? ` (${f.serviceMethod.toLowerCase()})` : ""}.`,
          ]
        : ["Not served yet: this is a draft. The dates are checked again when service is recorded."],
    },
  ];
}

export function form4aNotes(f: Form4aFacts): string[] {
  return [
    "Please read this notice carefully. It proposes a new rent for your home.",
    `If you agree with the new rent, you need do nothing: it is payable from ${longDate(f.startDate)}.`,
    `If you do not agree and cannot reach an agreement with your landlord, you may refer this notice to the ${f.form.tribunal} before ${longDate(f.startDate)}, the date the new rent is to start. The tribunal decides the rent; until it has decided, the new rent is not charged.`,
    "You can get advice from Citizens Advice, Shelter or a solicitor before deciding what to do.",
  ];
}

export const PREPARED_WITH = "Prepared with Keyhold. Keyhold does not give legal advice.";

/** The notice as PDF bytes. */
export function renderForm4a(f: Form4aFacts): Promise<Buffer> {
  const doc = new (PDFDocument())({
    size: "A4",
    margin: 56,
    info: { Title: `${f.form.name}: ${f.form.title}`, Author: "Keyhold", Subject: f.form.source },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 112;
  doc.font("Helvetica").fontSize(9).fillColor("#444444").text(`${f.form.name} (equivalent)`, { width });
  if (f.status === "draft") doc.fillColor("#b91c1c").text("DRAFT: not served", { width });
  doc.moveDown(0.5).fillColor("#000000").font("Helvetica-Bold").fontSize(15).text(f.form.title, { width });
  doc.font("Helvetica").fontSize(10).text("Housing Act 1988 section 13(2)", { width }).moveDown();
  for (const p of form4aParagraphs(f)) {
    doc.font("Helvetica-Bold").fontSize(11).text(p.heading, { width });
    doc.font("Helvetica").fontSize(11);
    for (const line of p.lines) doc.text(line, { width });
    doc.moveDown(0.7);
  }
  doc.moveDown(0.3).font("Helvetica-Bold").fontSize(11).text("Notes for the tenant", { width });
  doc.font("Helvetica").fontSize(10);
  for (const note of form4aNotes(f)) doc.text(note, { width }).moveDown(0.4);
  doc.moveDown().fontSize(9).fillColor("#444444").text(PREPARED_WITH, { width });
  doc.end();
  return done;
}
