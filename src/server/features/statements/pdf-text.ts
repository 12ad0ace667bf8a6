/** Tests' reading of a PDF response: its status, type and text (pdfjs-dist), whitespace folded. */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect } from "vitest";

export async function pdfText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const pdf = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ("str" in it ? it.str : "")).join(" "));
  }
  return pages.join("\n").replace(/\s+/g, " ");
}
