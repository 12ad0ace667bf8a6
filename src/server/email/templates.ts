/**
 * The HTML part of every e-mail, made from its plain text: everything is escaped first, so no
 * text (names, messages, subjects typed by anyone) can become markup; then paragraphs, line
 * breaks and http(s) links are added around the escaped text. Simple by design.
 */
const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => entities[ch]!);

/** A link target is only ever an escaped http(s) address, which holds no quote or angle bracket. */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}" style="color:#1d4ed8">${url}</a>`);

export function htmlFromText(text: string, title: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== "")
    .map((p) => `<p style="margin:0 0 16px">${linkify(escapeHtml(p)).replace(/\n/g, "<br>\n")}</p>`);
  return [
    "<!doctype html>",
    '<html lang="en-GB"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    '<div style="max-width:600px;margin:0 auto">',
    ...paragraphs,
    "</div></body></html>",
  ].join("\n");
}
