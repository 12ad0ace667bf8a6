import MarkdownIt from "markdown-it";

/**
 * Markdown for blog posts, rendered the same way by the server (public pages) and the editor's
 * live preview. Raw HTML is disabled, so `<script>`, `<img onerror=...>` and the like come out
 * as escaped text, never as elements; markdown-it also refuses javascript:, vbscript: and most
 * data: link targets. Links to other sites open in a new tab without a referrer handle.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet("href") ?? "");
  if (/^https?:\/\//i.test(href)) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer nofollow");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** The plain text of a table's header cells, to name the scrollable region around it. */
function tableHeaders(tokens: { type: string; content: string }[], start: number): string {
  const cells: string[] = [];
  for (let i = start + 1; i < tokens.length && tokens[i]!.type !== "thead_close"; i++) {
    if (tokens[i]!.type === "inline") cells.push(tokens[i]!.content.replace(/[*_`~[\]]/g, "").trim());
  }
  const text = cells.filter(Boolean).join(", ");
  return text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text;
}

/**
 * A table wider than a phone scrolls inside a focusable region with a name of its own, so keyboard
 * users can scroll it too (axe: scrollable-region-focusable) and the landmark names stay unique.
 */
md.renderer.rules.table_open = (tokens, idx, options, env, self) => {
  const count = env as { tables?: number };
  count.tables = (count.tables ?? 0) + 1;
  const headers = tableHeaders(tokens, idx);
  const label = `Table ${count.tables}${headers ? `: ${headers}` : ""}`;
  return `<div class="table-scroll" role="region" tabindex="0" aria-label="${md.utils.escapeHtml(label)}">\n${self.renderToken(tokens, idx, options)}`;
};
md.renderer.rules.table_close = (tokens, idx, options, _env, self) =>
  `${self.renderToken(tokens, idx, options)}</div>\n`;

// Article headings start at h2: the page's h1 is the post title.
md.core.ruler.push("demote_h1", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1")
      token.tag = "h2";
  }
  return true;
});

export function renderMarkdown(markdown: string): string {
  return md.render(markdown, {});
}

/** Plain text of the opening of a post (for an excerpt or a meta description). */
export function plainTextExcerpt(markdown: string, max = 200): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^#{1,6}\s+.*$/gm, " ")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`>#|~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), Math.floor(max / 2))).trimEnd()}…`;
}
