/**
 * The drawing shared by Keyhold's money PDFs (owner statements, tenant receipts and rent
 * statements), with pdfkit: an A4 page with the Keyhold letterhead, headed sections, tables of
 * columns that break across pages, and the footnote. No database here.
 */

import { createRequire } from "node:module";
import { longDate } from "@shared/dates";
import type PDFKitDocument from "pdfkit";

/** pdfkit (and its fonts) is loaded with the first PDF, not at start (issue 19 item 7). */
let pdfkit: typeof PDFKitDocument | undefined;
const PDFDocument = () => (pdfkit ??= createRequire(import.meta.url)("pdfkit") as typeof PDFKitDocument);

export const NOT_ADVICE = "Keyhold records and computes; not tax advice.";

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
/** Pence as "£1,234.56" (en-GB, GBP); negative as "−£12.00". */
export const money = (minor: number) => gbp.format(minor / 100);
export const day = (iso: string) => longDate(iso);

export type Doc = PDFKit.PDFDocument;
const MARGIN = 50;

/** A new A4 document and the promise of its bytes once `doc.end()` is called. */
export function newDoc(title: string, subject: string): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new (PDFDocument())({
    size: "A4",
    margin: MARGIN,
    info: { Title: title, Author: "Keyhold", Subject: subject },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

export const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;

/** The letterhead: "Keyhold", the document's title and its lines (who, what period). */
export function letterhead(doc: Doc, title: string, lines: string[]): void {
  const width = contentWidth(doc);
  doc.font("Helvetica-Bold").fontSize(11).fillColor("#0f4c81").text("Keyhold", MARGIN, MARGIN, { width });
  doc.font("Helvetica").fontSize(8).fillColor("#555555").text("Property management records", { width });
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(16).fillColor("#000000").text(title, { width });
  doc.font("Helvetica").fontSize(10);
  for (const l of lines) doc.text(l, { width });
  doc.moveDown(0.8);
}

export function heading(doc: Doc, text: string): void {
  ensureRoom(doc, 60);
  doc
    .moveDown(0.4)
    .font("Helvetica-Bold")
    .fontSize(12)
    .fillColor("#000000")
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.font("Helvetica").fontSize(9).moveDown(0.2);
}

export function para(doc: Doc, text: string, size = 9, color = "#000000"): void {
  ensureRoom(doc, 30);
  doc
    .font("Helvetica")
    .fontSize(size)
    .fillColor(color)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.fillColor("#000000");
}

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

export interface Column {
  /** Share of the content width. */
  width: number;
  align?: "left" | "right";
}

/** One row of a table; `bold` for headers and totals. Starts a new page when the row would not fit. */
export function row(doc: Doc, columns: Column[], cells: string[], opts: { bold?: boolean } = {}): void {
  const total = contentWidth(doc);
  doc.font(opts.bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
  const widths = columns.map((c) => c.width * total - 6);
  const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: widths[i] })));
  ensureRoom(doc, height + 6);
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((text, i) => {
    doc.text(text, x, y, { width: widths[i], align: columns[i]?.align ?? "left" });
    x += (columns[i]?.width ?? 0) * total;
  });
  doc.y = y + height + 4;
  doc.x = MARGIN;
  if (opts.bold) {
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + total, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
  }
}

/** The closing footnote on every money PDF. */
export function footnote(doc: Doc, lines: string[]): void {
  doc.moveDown(1);
  for (const l of lines) para(doc, l, 8, "#444444");
}
