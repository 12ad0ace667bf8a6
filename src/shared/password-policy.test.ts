import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, passwordProblems, ratePassword } from "./password-policy";
import { signUpSchema } from "./schemas/auth";

const codes = (password: string, context: string[] = []) =>
  passwordProblems(password, { context }).map((p) => p.code);

describe("password policy (NIST SP 800-63B / ASVS V2.1)", () => {
  it.each([
    ["password", "too_short"],
    ["        ", "too_short"],
    ["elevenchars", "too_short"],
  ])("refuses %j as %s", (pw, code) => {
    expect(codes(pw)).toEqual([code]);
  });

  it.each([
    ["            ", "repeated"],
    ["aaaaaaaaaaaa", "repeated"],
    ["abcabcabcabc", "repeated"],
    ["123456789012", "sequence"],
    ["qwertyuiopas", "sequence"],
    ["passwordpassword", "common"],
    ["iloveyou1234", "common"],
    ["Password1234!", "common"],
    ["!!Sunshine2024", "common"],
  ])("refuses %j (%s)", (pw, code) => {
    expect(codes(pw)).toContain(code);
  });

  it("refuses passwords built from the person's name, e-mail or the site's name", () => {
    expect(codes("niaevans2024!", ["Nia Evans", "nia.evans@example.com"])).toContain("personal");
    expect(codes("nia.evans@example.com", ["Nia Evans", "nia.evans@example.com"])).toContain("personal");
    expect(codes("Keyhold2026!!", ["Keyhold"])).toContain("personal");
  });

  it("allows any character, with no composition rules and nothing trimmed", () => {
    expect(codes("correct horse battery staple")).toEqual([]);
    expect(codes("  leading and trailing  ")).toEqual([]);
    expect(codes("🏠🔑🏠🔑 mój dom ключ")).toEqual([]);
    expect(codes("all lower case words here")).toEqual([]);
    // Twelve characters counted as people count them: emoji are one character each.
    expect(codes("🏠".repeat(PASSWORD_MIN_LENGTH - 1))).toEqual(["too_short"]);
  });

  it("the meter says why", () => {
    expect(ratePassword("short").reasons[0]).toMatch(/7 more characters needed/);
    expect(ratePassword("iloveyou1234").reasons[0]).toMatch(/common or breached/);
    expect(ratePassword("correct horse battery staple").label).toBe("Strong");
  });

  it("sign-up's schema refuses a password made of the person's own name", () => {
    const result = signUpSchema.safeParse({
      name: "Nia Evans",
      email: "nia@example.com",
      password: "NiaEvans1234",
      role: "landlord",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["password"]);
  });
});
