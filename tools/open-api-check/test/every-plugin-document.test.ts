import { Validator } from "@seriousme/openapi-schema-validator";
import type { OpenAPIDocument } from "@tollgate/auth-server/open-api";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { everyPlugin } from "./every-plugin";

type Routable = { path?: string; options: { method: unknown; metadata?: Record<string, unknown> } };

/** "METHOD /api/auth/path" of every endpoint in auth.api that the router serves. */
function routedOperations(api: Record<string, Routable>): string[] {
  const operations = Object.values(api).flatMap((endpoint) => {
    if (!endpoint.path || endpoint.options.metadata?.SERVER_ONLY) return [];
    const path = endpoint.path.replace(/:([^/]+)/g, "{$1}");
    return [endpoint.options.method].flat().map((method) => `${String(method)} /api/auth${path}`);
  });
  return [...new Set(operations)].sort();
}

function documentedOperations(document: OpenAPIDocument): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

let document: OpenAPIDocument;
let routed: string[];
let router: { match(method: string, path: string): { found: boolean } };

beforeAll(async () => {
  const test = await createTestAuth({ plugins: everyPlugin() });
  const answer = await test.json<OpenAPIDocument>("/open-api/generate-schema");
  expect(answer.status).toBe(200);
  document = answer.data;
  routed = routedOperations(test.auth.api);
  router = (await test.auth.$runtime).router;
});

describe("the OpenAPI document with every plugin package enabled", () => {
  it("is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)", async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("holds every routed path and method, and nothing the server does not route", () => {
    expect(routed.length).toBeGreaterThan(80);
    expect(documentedOperations(document)).toEqual(routed);
    // And the server's own route table answers each of them (a path parameter filled in).
    for (const operation of documentedOperations(document)) {
      const [method = "", path = ""] = operation.split(" ");
      const relative = path.replace(/^\/api\/auth/, "").replace(/\{[^}]+\}/g, "x");
      expect(router.match(method, relative), operation).toMatchObject({ found: true });
    }
  });

  it("describes every operation's success answer (a response schema, or its own responses)", () => {
    const undescribed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) => {
        const success = Object.entries(operation.responses).filter(([status]) =>
          /^[23]/.test(status),
        );
        const generic = success.some(
          ([, response]) =>
            response.content?.["application/json"]?.schema.description?.startsWith(
              "The endpoint's JSON answer",
            ) ?? false,
        );
        return success.length === 0 || generic ? [`${method.toUpperCase()} ${path}`] : [];
      }),
    );
    expect(undescribed).toEqual([]);
  });

  it("tags each plugin's operations with its id", () => {
    expect(document.tags.map((tag) => tag.name)).toEqual([
      "core",
      "open-api",
      "admin",
      "organization",
      "username",
      "api-key",
      "jwt",
      "magic-link",
      "captcha",
      "billing",
      "generic-oauth",
    ]);
    expect(document.paths["/api/auth/organization/create"]?.post?.tags).toEqual(["organization"]);
    expect(document.paths["/api/auth/sign-in/username"]?.post?.tags).toEqual(["username"]);
    expect(document.paths["/api/auth/admin/ban-user"]?.post?.tags).toEqual(["admin"]);
    expect(document.paths["/api/auth/checkout"]?.post?.tags).toEqual(["billing"]);
    expect(document.paths["/api/auth/billing/webhooks"]?.post?.tags).toEqual(["billing"]);
  });

  it("takes plugins' bodies from their zod schemas", () => {
    const signInUsername =
      document.paths["/api/auth/sign-in/username"]?.post?.requestBody?.content["application/json"]
        ?.schema;
    expect(signInUsername?.properties?.username).toMatchObject({ type: "string" });
    expect(signInUsername?.required).toEqual(expect.arrayContaining(["username", "password"]));
    const createOrganization =
      document.paths["/api/auth/organization/create"]?.post?.requestBody?.content[
        "application/json"
      ]?.schema;
    // The username plugin's field is taken by sign-up, beside the core's own.
    const signUp =
      document.paths["/api/auth/sign-up/email"]?.post?.requestBody?.content["application/json"]
        ?.schema;
    expect(signUp?.properties).toHaveProperty("username");
    expect(signUp?.properties).not.toHaveProperty("banned");
    expect(createOrganization?.properties?.name).toMatchObject({ type: "string" });
    expect(createOrganization?.required).toEqual(expect.arrayContaining(["name", "slug"]));
  });

  it("has a component for every plugin table and fields plugins add to the user", () => {
    const schemas = document.components.schemas;
    for (const model of [
      "User",
      "Session",
      "Organization",
      "Member",
      "Invitation",
      "Team",
      "Apikey",
      "Jwks",
    ]) {
      expect(Object.keys(schemas)).toContain(model);
    }
    expect(schemas.User?.properties).toHaveProperty("username");
    expect(schemas.User?.properties).toHaveProperty("banned");
  });

  it("only points at components it has", () => {
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(
      (match) => match[1] ?? "",
    );
    expect(references.length).toBeGreaterThan(0);
    for (const reference of new Set(references)) {
      expect(reference).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas).toHaveProperty(reference.split("/").pop() ?? "");
    }
  });

  it("offers the api-key plugin's key header beside the session cookie (keys as sessions)", () => {
    expect(document.components.securitySchemes.apiKeyHeader).toMatchObject({
      type: "apiKey",
      in: "header",
      name: "x-api-key",
    });
    expect(document.security).toEqual([{ sessionCookie: [] }, { apiKeyHeader: [] }, {}]);
  });

  it("lists a plugin's error codes under their statuses", () => {
    const banUser = document.paths["/api/auth/admin/ban-user"]?.post?.responses ?? {};
    expect(banUser["400"]?.["x-error-codes"]).toEqual(
      expect.arrayContaining(["VALIDATION_ERROR", "YOU_CANNOT_BAN_YOURSELF"]),
    );
    expect(banUser["404"]?.["x-error-codes"]).toContain("USER_NOT_FOUND");
  });
});
