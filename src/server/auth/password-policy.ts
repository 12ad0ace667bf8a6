import { isCommonSmall, type PasswordProblem, passwordProblems } from "@shared/password-policy";
import { dictionary } from "@zxcvbn-ts/language-common";

let breached: Set<string> | undefined;

/**
 * The whole list of common and breached passwords (about 49,000, from @zxcvbn-ts/language-common,
 * built from public breach corpora), loaded on first use and kept; it works offline.
 */
function breachedList(): Set<string> {
  breached ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return breached;
}

const isCommon = (candidate: string) => isCommonSmall(candidate) || breachedList().has(candidate);

/**
 * The server's word on a new password: the shared rules with the whole breached list and the
 * person's own words. Answers the first problem, or undefined when the password may be used.
 */
export function newPasswordProblem(
  password: string,
  context: readonly (string | undefined | null)[],
): PasswordProblem | undefined {
  return passwordProblems(password, { isCommon, context })[0];
}
