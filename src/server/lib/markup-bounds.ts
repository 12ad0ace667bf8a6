/**
 * Bounds on uploaded markup (CAMT.053 XML, OFX) checked before any parser sees it: one cheap pass
 * over the text counting elements, attributes and nesting, and refusing document type and entity
 * declarations (no statement has them; they are how entity bombs are made). Parsers of hostile
 * markup can take seconds or blow the stack: this keeps what reaches them small and shallow. It
 * runs in the parse worker (lib/parse-worker.ts) like the parsers. Problems are told in plain words.
 */

export interface MarkupLimits {
  /** Opening (and self-closing) tags in the whole file. */
  maxElements: number;
  /** Attributes in the whole file. */
  maxAttributes: number;
  maxAttributesPerElement: number;
  /** Elements open at once; only checked for XML, where every element is closed. */
  maxDepth: number;
}

/**
 * A 5 MB statement holds at most the 20,000 entries of BANK_FILE_MAX_LINES: a CAMT.053 entry has
 * 10 to 30 elements (500,000 elements), an amount's currency as attribute, and nests about 12 deep.
 */
export const STATEMENT_MARKUP_LIMITS: MarkupLimits = {
  maxElements: 600_000,
  maxAttributes: 120_000,
  maxAttributesPerElement: 32,
  maxDepth: 40,
};

const NAME_MAX = 100;
const fmt = (n: number) => n.toLocaleString("en-GB");

/** Letters, digits and . - _ : (the tag names statements use). */
const isNameChar = (c: number) =>
  (c >= 97 && c <= 122) ||
  (c >= 65 && c <= 90) ||
  (c >= 48 && c <= 57) ||
  c === 46 ||
  c === 45 ||
  c === 95 ||
  c === 58;

const lineAt = (text: string, index: number) => {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
};

/** Scans one tag's inside from `from` to its ">" (quotes respected): its end and attribute count. */
function tagEnd(text: string, from: number): { end: number; attributes: number } | null {
  let quote = 0;
  let attributes = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 61) attributes++;
    else if (c === 62) return { end: i, attributes };
    else if (c === 60) return null;
  }
  return null;
}

/** Skips a comment, CDATA section or processing instruction at `at`; -1 when it is not closed. */
function skipSpecial(text: string, at: number): number | null {
  for (const [open, close] of [
    ["<!--", "-->"],
    ["<![CDATA[", "]]>"],
    ["<?", "?>"],
  ] as const) {
    if (text.startsWith(open, at)) {
      const end = text.indexOf(close, at + open.length);
      return end < 0 ? -1 : end + close.length;
    }
  }
  return null;
}

/** One "<…>" read at `lt`: where the scan goes on, and the tag found (none for a comment and the like). */
type Step =
  | { problem: string }
  | {
      next: number;
      tag?: { closing: boolean; selfClosing: boolean; attributes: number; line: () => number };
    };

function readTag(text: string, lt: number): Step {
  const line = () => lineAt(text, lt);
  const skipped = skipSpecial(text, lt);
  if (skipped === -1)
    return { problem: `a comment, CDATA or <? … ?> section is never closed (line ${line()})` };
  if (skipped !== null) return { next: skipped };
  if (text.charCodeAt(lt + 1) === 33)
    return { problem: "it declares a document type or entities, which statements never do" };
  const closing = text.charCodeAt(lt + 1) === 47;
  const nameStart = lt + (closing ? 2 : 1);
  let nameEnd = nameStart;
  while (nameEnd < text.length && isNameChar(text.charCodeAt(nameEnd))) nameEnd++;
  if (nameEnd === nameStart) return { problem: `there is a "<" that does not start a tag (line ${line()})` };
  if (nameEnd - nameStart > NAME_MAX) return { problem: `a tag name is longer than ${NAME_MAX} characters` };
  const end = tagEnd(text, nameEnd);
  if (!end) return { problem: `a tag is not closed with ">" (line ${line()})` };
  const selfClosing = text.charCodeAt(end.end - 1) === 47;
  return { next: end.end + 1, tag: { closing, selfClosing, attributes: end.attributes, line } };
}

/**
 * The first way the markup breaks the limits, in plain words ("it nests elements more than 40
 * deep"), or null when it is within them. `xml`: elements are closed, so nesting is counted.
 */
export function markupProblem(text: string, limits: MarkupLimits, xml: boolean): string | null {
  const seen = { elements: 0, attributes: 0, depth: 0 };
  for (let lt = text.indexOf("<"); lt >= 0; ) {
    const step = readTag(text, lt);
    if ("problem" in step) return step.problem;
    const tag = step.tag;
    lt = text.indexOf("<", step.next);
    if (!tag) continue;
    if (tag.closing) {
      seen.depth--;
      continue;
    }
    if (++seen.elements > limits.maxElements) return `it has more than ${fmt(limits.maxElements)} elements`;
    if (tag.attributes > limits.maxAttributesPerElement)
      return `an element has more than ${limits.maxAttributesPerElement} attributes (line ${tag.line()})`;
    seen.attributes += tag.attributes;
    if (seen.attributes > limits.maxAttributes)
      return `it has more than ${fmt(limits.maxAttributes)} attributes`;
    if (!tag.selfClosing) seen.depth++;
    if (xml && seen.depth > limits.maxDepth) return `it nests elements more than ${limits.maxDepth} deep`;
  }
  return null;
}
