import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { verifyPassword as verifyProductionHash } from "better-auth/crypto";

/**
 * The password hasher of the test suites only (config.env "test", never production or
 * development): the same scrypt as better-auth's, at a 16th of its cost (N = 2^10 instead of
 * 2^14). The API suites create and sign in thousands of accounts, and at full cost hashing was
 * about a third of their CPU time.
 *
 * Its hashes carry their cost (`t10$salt:key`), so they can never pass for production hashes;
 * a production-format hash (`salt:key`, demo data seeded elsewhere, a restored backup) still
 * verifies at the full cost.
 */
const PREFIX = "t10$";
const params = { N: 1 << 10, r: 16, p: 1 } as const;

function key(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 64, params, (err, derived) =>
      err ? reject(err) : resolve(derived),
    ),
  );
}

export const testPasswordHasher = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${PREFIX}${salt}:${(await key(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(PREFIX)) return verifyProductionHash({ hash, password });
    const [salt, stored] = hash.slice(PREFIX.length).split(":");
    if (!salt || !stored) return false;
    const expected = Buffer.from(stored, "hex");
    const actual = await key(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
