/** Handlers of owner statements and tenant rent documents: validated input, the caller, one service call. */
import { currentUser } from "../../auth/session";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import { renderOwnerStatement } from "./pdf";
import type * as r from "./routes";
import * as statements from "./service";
import { receiptPdf as receipt, rentStatementPdf as rentStatement } from "./service-tenant";

const pdfHeaders = (fileName: string) => ({
  "Content-Type": "application/pdf",
  "Content-Disposition": `inline; filename="${fileName}"`,
  "Cache-Control": "private, no-store",
});

export const listStatements: Handler<typeof r.listStatementsRoute> = async (c) =>
  c.json(await statements.listStatements(dbOf(c), currentUser(c), c.req.valid("query")), 200);

export const statementOwners: Handler<typeof r.statementOwnersRoute> = async (c) =>
  c.json({ items: await statements.ownersFor(dbOf(c), currentUser(c)) }, 200);

export const generateStatement: Handler<typeof r.generateStatementRoute> = async (c) => {
  const { statement, created } = await statements.generateStatement(...acting(c), c.req.valid("json"));
  return created ? c.json({ statement }, 201) : c.json({ statement }, 200);
};

export const getStatement: Handler<typeof r.getStatementRoute> = async (c) =>
  c.json({ statement: await statements.getStatement(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);

export const statementPdf: Handler<typeof r.statementPdfRoute> = async (c) => {
  const s = await statements.getStatement(dbOf(c), currentUser(c), c.req.valid("param").id);
  const bytes = await renderOwnerStatement(s);
  return c.body(
    new Uint8Array(bytes),
    200,
    pdfHeaders(`owner-statement-${s.month.slice(0, 7)}-${s.id.slice(0, 8)}.pdf`),
  ) as never;
};

export const receiptPdf: Handler<typeof r.receiptPdfRoute> = async (c) => {
  const { id, paymentId } = c.req.valid("param");
  const { bytes, fileName } = await receipt(dbOf(c), currentUser(c), id, paymentId);
  return c.body(new Uint8Array(bytes), 200, pdfHeaders(fileName)) as never;
};

export const rentStatementPdf: Handler<typeof r.rentStatementPdfRoute> = async (c) => {
  const { bytes, fileName } = await rentStatement(
    dbOf(c),
    currentUser(c),
    c.req.valid("param").id,
    c.req.valid("query"),
  );
  return c.body(new Uint8Array(bytes), 200, pdfHeaders(fileName)) as never;
};
