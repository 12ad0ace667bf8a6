/**
 * The one definition of what a new password must be, after NIST SP 800-63B (5.1.1.2) and OWASP ASVS 4
 * (V2.1): at least 12 characters, at most 128, every character allowed (spaces and emoji too, nothing
 * trimmed), no composition rules, and not a common, breached or context-specific password. Sign-in never
 * applies it, so passwords chosen under an older rule keep working.
 *
 * The web's meter runs it with the small list in ./common-passwords; the server runs it with the whole
 * breached-password list and is the authority.
 */
import { commonPasswordsTop } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblemCode = "too_short" | "too_long" | "common" | "personal" | "repeated" | "sequence";

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common:
    "This password is on a list of common or breached passwords. Choose one that is harder to guess, such as three or four random words.",
  personal: "Don't build your password from your name, your e-mail or the site's name.",
  repeated: "A repeated character or pattern (such as aaaa or abcabc) is easy to guess.",
  sequence: "A keyboard or alphabet sequence (such as 123456 or qwerty) is easy to guess.",
  hint: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; a phrase of a few unrelated words is strong and easy to remember.`,
} as const;

export interface PasswordProblem {
  code: PasswordProblemCode;
  message: string;
}

export interface PasswordCheckOptions {
  /** Whether a lower-case word or password is on the common/breached list. */
  isCommon?: (candidate: string) => boolean;
  /** Words the password must not be built from: the user's name and e-mail, the site's name. */
  context?: readonly (string | undefined | null)[];
}

const smallList = new Set(commonPasswordsTop);
export const isCommonSmall = (candidate: string) => smallList.has(candidate);

/** Length as people count it: one per character (code point), not per UTF-16 unit. */
export const passwordLength = (password: string) => [...password].length;

const SEQUENCES = [
  "abcdefghijklmnopqrstuvwxyz",
  "0123456789",
  "qwertyuiopasdfghjklzxcvbnm",
  "qazwsxedcrfvtgbyhnujmikolp",
];
const sequenceText = SEQUENCES.flatMap((s) => {
  const twice = s + s;
  return [twice, [...twice].reverse().join("")];
});

/** The password without leading and trailing digits, spaces and symbols ("!!Summer2024" → "summer"). */
function core(lower: string): string {
  return lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
}

/** "abcabcabc" → "abc"; undefined when the text is not one unit repeated. */
function repeatedUnit(text: string): string | undefined {
  const m = /^(.+?)\1+$/su.exec(text);
  return m?.[1];
}

function contextWords(context: PasswordCheckOptions["context"]): string[] {
  const words = new Set<string>();
  for (const raw of context ?? []) {
    if (!raw) continue;
    const lower = raw.toLowerCase();
    const local = lower.split("@")[0] ?? "";
    for (const w of [lower, local, ...lower.split(/[^\p{L}\p{N}]+/u)]) {
      const letters = w.replace(/[^\p{L}\p{N}]/gu, "");
      if (letters.length >= 3) words.add(letters);
    }
    const joined = lower.replace(/@.*$/, "").replace(/[^\p{L}\p{N}]/gu, "");
    if (joined.length >= 3) words.add(joined);
  }
  return [...words];
}

/** Every rule the password breaks, most important first; an empty list means it may be used. */
export function passwordProblems(password: string, options: PasswordCheckOptions = {}): PasswordProblem[] {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return [{ code: "too_short", message: passwordMessages.tooShort }];
  if (length > PASSWORD_MAX_LENGTH) return [{ code: "too_long", message: passwordMessages.tooLong }];
  const problems: PasswordProblem[] = [];
  const lower = password.toLowerCase();
  const isCommon = options.isCommon ?? isCommonSmall;
  const base = core(lower);
  const unit = repeatedUnit(lower);

  if (unit && passwordLength(unit) <= 4) {
    problems.push({ code: "repeated", message: passwordMessages.repeated });
  } else if (sequenceText.some((s) => s.includes(lower))) {
    problems.push({ code: "sequence", message: passwordMessages.sequence });
  }
  const candidates = [lower, base, unit, base && repeatedUnit(base)].filter((c): c is string => !!c);
  if (candidates.some((c) => isCommon(c)))
    problems.push({ code: "common", message: passwordMessages.common });

  const alnum = lower.replace(/[^\p{L}\p{N}]/gu, "");
  const baseAlnum = base.replace(/[^\p{L}\p{N}]/gu, "");
  const words = contextWords(options.context);
  const fromContext = (text: string) => {
    if (!text) return false;
    const u = repeatedUnit(text) ?? text;
    return words.some((w) => text === w || u === w);
  };
  if (fromContext(alnum) || fromContext(baseAlnum) || fromContext(base.replace(/[^\p{L}]/gu, ""))) {
    problems.push({ code: "personal", message: passwordMessages.personal });
  }
  return problems;
}

export type PasswordRating = { level: 0 | 1 | 2 | 3 | 4; label: string; reasons: string[] };

/** What the strength meter shows: a level, a word, and why. */
export function ratePassword(password: string, options: PasswordCheckOptions = {}): PasswordRating {
  if (!password) return { level: 0, label: "", reasons: [] };
  const problems = passwordProblems(password, options);
  if (problems.some((p) => p.code === "too_short")) {
    const left = PASSWORD_MIN_LENGTH - passwordLength(password);
    return {
      level: 0,
      label: "Too short",
      reasons: [`${left} more character${left === 1 ? "" : "s"} needed (at least ${PASSWORD_MIN_LENGTH}).`],
    };
  }
  if (problems.length) return { level: 1, label: "Weak", reasons: problems.map((p) => p.message) };
  const length = passwordLength(password);
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((r) => r.test(password)).length;
  if (length >= 20 || (length >= 16 && kinds >= 2)) {
    return { level: 4, label: "Strong", reasons: ["Long, and not a common password or pattern."] };
  }
  if (length >= 16 || kinds >= 3) {
    return {
      level: 3,
      label: "Good",
      reasons: ["Not a common password or pattern; longer is stronger still."],
    };
  }
  return { level: 2, label: "Fair", reasons: ["Long enough; a few more words would make it much stronger."] };
}
