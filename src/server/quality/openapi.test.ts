import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../app";
import { loadConfig } from "../config";
import { openApiDocument } from "../openapi-document";

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: { type?: unknown } }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}
interface Doc {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, { type: string; in?: string }>;
  };
}

const config = loadConfig({ ...process.env, NODE_ENV: "test" });
const doc = openApiDocument(config, apiRoutes(config)) as Doc;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 (schema check by a maintained validator)", async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers?.[0]?.url).toBe(new URL(config.publicUrl).origin);
  });

  it("gives every operation a unique operationId", () => {
    const missing = operations.filter(({ op }) => !op.operationId).map(({ key }) => key);
    expect(missing).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("puts the session-cookie scheme on every signed-in operation, and only those", () => {
    expect(doc.components.securitySchemes?.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
    for (const { key, op } of operations) {
      const signedIn = "401" in op.responses;
      expect(op.security ?? [], key).toEqual(signedIn ? [{ sessionCookie: [] }] : []);
    }
    expect(operations.filter(({ op }) => op.security).length).toBeGreaterThan(50);
  });

  it("documents the answers the middleware gives: 400 with input, 413 and 415 with a body, 500 always", () => {
    for (const { key, op } of operations) {
      expect(op.responses, key).toHaveProperty("500");
      if (op.requestBody) {
        for (const status of ["400", "413", "415"]) expect(op.responses, key).toHaveProperty(status);
      }
    }
    expect(doc.paths["/api/contact"]?.post?.responses).toHaveProperty("429");
  });

  it("declares path parameters as required, never nullable", () => {
    for (const { key, op } of operations) {
      for (const p of op.parameters ?? []) {
        if (p.in !== "path") continue;
        expect(p.required, `${key} {${p.name}}`).toBe(true);
        expect(JSON.stringify(p.schema ?? {}), `${key} {${p.name}}`).not.toContain('"null"');
      }
    }
  });

  it("never makes a nullable reference that cannot be null", () => {
    // The generator writes a nullable named schema as allOf [ref, {type: [object, null]}], which no
    // null satisfies: such schemas must stay unnamed (see src/shared/schemas, .meta ids).
    const broken = JSON.stringify(doc).match(
      /\{"allOf":\[\{"\$ref":"[^"]+"\},\{"type":\[[^\]]*"null"\]\}\]\}/g,
    );
    expect(broken ?? []).toEqual([]);
  });

  it("names the shared schemas as components", () => {
    for (const name of [
      "ApiError",
      "Tenancy",
      "Payment",
      "Ledger",
      "TicketDetail",
      "PublicProperty",
      "BlogSummary",
    ]) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
    expect(JSON.stringify(doc.paths["/api/tenancies/{id}"])).toContain(
      '"$ref":"#/components/schemas/Tenancy"',
    );
  });
});
