import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../db/schema";
import { createUserAccount } from "../features/users/create-user";
import { createTestContext, postJson, type TestContext } from "../test/harness";
import { testPasswordHasher } from "./test-password-hasher";

let prod: TestContext;

beforeAll(async () => {
  prod = await createTestContext({ env: "production", secureCookies: false });
});

describe("the test suites' password hasher", () => {
  it("marks its hashes, verifies them and production hashes, and refuses a wrong password", async () => {
    const cheap = await testPasswordHasher.hash("correct-horse-battery");
    expect(cheap).toMatch(/^t10\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await testPasswordHasher.verify({ hash: cheap, password: "correct-horse-battery" })).toBe(true);
    expect(await testPasswordHasher.verify({ hash: cheap, password: "correct-horse-batterx" })).toBe(false);
    const full = await hashPassword("correct-horse-battery");
    expect(await testPasswordHasher.verify({ hash: full, password: "correct-horse-battery" })).toBe(true);
    expect(await testPasswordHasher.verify({ hash: full, password: "wrong-horse-battery" })).toBe(false);
  });

  it("is never used outside NODE_ENV=test: a production app stores and checks full-cost hashes", async () => {
    const email = `hash-${crypto.randomUUID().slice(0, 8)}@test.example`;
    const user = await createUserAccount(prod.deps, {
      email,
      password: "correct-horse-battery",
      name: "Hash Check",
      role: "landlord",
    });
    const [row] = await prod.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(row!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const signIn = await postJson(prod, "/api/auth/sign-in", { email, password: "correct-horse-battery" });
    expect(signIn.status).toBe(200);
  }, 60_000);
});
