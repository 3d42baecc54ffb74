import { Validator } from "@seriousme/openapi-schema-validator";
import { createAuthEndpoint, SERVER_ONLY } from "@tollgate/auth-server";
import { type OpenAPIDocument, openAPI } from "@tollgate/auth-server/open-api";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { expectValidOpenAPI, operationsOf } from "./validate-document";

async function documentOf(overrides: Parameters<typeof createTestAuth>[0] = {}) {
  const test = await createTestAuth({
    ...overrides,
    plugins: [openAPI(), ...(overrides.plugins ?? [])],
  });
  const { status, data, response } = await test.json<OpenAPIDocument>("/open-api/generate-schema");
  expect(status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  return { ...test, document: data };
}

/** "METHOD /api/auth/path" of every endpoint auth.api holds that the router serves. */
function routedOperations(
  api: Record<
    string,
    { path?: string; options: { method: unknown; metadata?: Record<string, unknown> } }
  >,
) {
  return Object.values(api).flatMap((endpoint) => {
    if (!endpoint.path || endpoint.options.metadata?.SERVER_ONLY) return [];
    const methods = [endpoint.options.method].flat().map(String);
    const path = endpoint.path.replace(/:([^/]+)/g, "{$1}");
    return methods.map((method) => `${method} /api/auth${path}`);
  });
}

describe("GET /open-api/generate-schema (the core and the openAPI plugin)", () => {
  it("is a valid OpenAPI 3.1 document with every routed path and method, and nothing else", async () => {
    const { auth, document } = await documentOf();
    await expectValidOpenAPI(document);
    const routed = routedOperations(auth.api);
    expect(routed.length).toBeGreaterThan(25);
    expect(operationsOf(document).sort()).toEqual([...new Set(routed)].sort());
    // And the server's own route table answers each of them (a path parameter filled in).
    const { router } = await auth.$runtime;
    for (const operation of operationsOf(document)) {
      const [method = "", path = ""] = operation.split(" ");
      const relative = path.replace(/^\/api\/auth/, "").replace(/\{[^}]+\}/g, "x");
      expect(router.match(method, relative), operation).toMatchObject({ found: true });
    }
    expect(document.servers).toEqual([{ url: "http://localhost:3000" }]);
    // Made once per auth instance (its endpoints are fixed at start-up), in-process too.
    const first = await auth.api.generateOpenAPISchema();
    expect(await auth.api.generateOpenAPISchema()).toBe(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(document);
  });

  it("the validator refuses a document that breaks OpenAPI 3.1 (so the check above can fail)", async () => {
    const { document } = await documentOf();
    const broken = JSON.parse(JSON.stringify(document));
    delete broken.paths["/api/auth/sign-up/email"].post.responses;
    broken.paths["/api/auth/get-session"].get.parameters[0].in = "body";
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });

  it("takes the sign-up body from its zod schema: email is a required string", async () => {
    const { document } = await documentOf();
    const operation = document.paths["/api/auth/sign-up/email"]?.post;
    expect(operation?.operationId).toBe("signUpEmail");
    expect(operation?.tags).toEqual(["core"]);
    expect(operation?.requestBody?.required).toBe(true);
    const body = operation?.requestBody?.content["application/json"]?.schema;
    expect(body?.properties?.email).toEqual({ type: "string" });
    expect(body?.properties?.rememberMe).toEqual({ type: "boolean" });
    expect(body?.required).toEqual(["name", "email", "password"]);
  });

  it("answers sign-up, sign-in and get-session with the User and Session components of the live schema", async () => {
    const { document } = await documentOf({
      user: { additionalFields: { locale: { type: "string", required: false } } },
    });
    const answer = (path: string, method: "get" | "post") =>
      document.paths[`/api/auth${path}`]?.[method]?.responses["200"]?.content?.["application/json"]
        ?.schema;
    expect(answer("/sign-up/email", "post")).toMatchObject({
      properties: {
        token: { type: ["string", "null"] },
        user: { $ref: "#/components/schemas/User" },
      },
    });
    expect(answer("/sign-in/email", "post")?.properties?.user).toEqual({
      $ref: "#/components/schemas/User",
    });
    expect(answer("/get-session", "get")).toMatchObject({
      anyOf: [
        {
          properties: {
            session: { $ref: "#/components/schemas/Session" },
            user: { $ref: "#/components/schemas/User" },
          },
        },
        { type: "null" },
      ],
    });
    expect(answer("/change-password", "post")?.properties?.user).toEqual({
      $ref: "#/components/schemas/User",
    });
    expect(answer("/update-user", "post")).toMatchObject({
      properties: { status: { type: "boolean" } },
      required: ["status"],
    });
    expect(answer("/list-sessions", "get")).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/Session" },
    });
    const user = document.components.schemas.User;
    expect(user?.required).toEqual(
      expect.arrayContaining(["id", "email", "emailVerified", "name", "createdAt"]),
    );
    expect(user?.properties?.locale).toEqual({ anyOf: [{ type: "string" }, { type: "null" }] });
    // additionalFields are input too: sign-up and update-user bodies take them.
    const body = (path: string) =>
      document.paths[`/api/auth${path}`]?.post?.requestBody?.content["application/json"]?.schema;
    expect(body("/sign-up/email")?.properties?.locale).toEqual({
      anyOf: [{ type: "string" }, { type: "null" }],
    });
    expect(body("/update-user")?.properties?.locale).toBeDefined();
    expect(body("/sign-up/email")?.properties).not.toHaveProperty("emailVerified");
    expect(user?.properties?.createdAt).toEqual({ type: "string", format: "date-time" });
    // Never answered, so never documented: an account's password hash and tokens.
    expect(document.components.schemas.Account?.properties).not.toHaveProperty("password");
    expect(document.components.schemas.Account?.properties).not.toHaveProperty("accessToken");
  });

  it("lists the error codes of each operation with the shared Error component", async () => {
    const { document } = await documentOf();
    expect(document.components.schemas.Error?.required).toEqual(["code", "message"]);
    const signIn = document.paths["/api/auth/sign-in/email"]?.post?.responses;
    // Each code under the status it is answered with.
    expect(signIn?.["400"]?.["x-error-codes"]).toEqual(
      expect.arrayContaining(["VALIDATION_ERROR", "INVALID_EMAIL"]),
    );
    expect(signIn?.["401"]?.["x-error-codes"]).toContain("INVALID_EMAIL_OR_PASSWORD");
    expect(signIn?.["403"]?.["x-error-codes"]).toEqual(
      expect.arrayContaining(["EMAIL_NOT_VERIFIED", "INVALID_ORIGIN"]),
    );
    expect(signIn?.["401"]?.description).toContain(
      "`INVALID_EMAIL_OR_PASSWORD`: Invalid email or password",
    );
    expect(signIn?.["429"]?.headers).toHaveProperty("Retry-After");
    // An endpoint that refuses nothing has no refusal response; the rate limit still applies.
    const ok = document.paths["/api/auth/ok"]?.get?.responses;
    expect(Object.keys(ok ?? {}).sort()).toEqual(["200", "429", "500"]);
    // Declared codes, and the input codes of a body endpoint.
    const codesOf = (path: string) =>
      Object.values(document.paths[`/api/auth${path}`]?.post?.responses ?? {}).flatMap(
        (response) => response["x-error-codes"] ?? [],
      );
    expect(codesOf("/change-password")).toEqual(
      expect.arrayContaining(["INVALID_PASSWORD", "NOT_AUTHENTICATED", "INVALID_ORIGIN"]),
    );
    expect(codesOf("/change-password")).not.toContain("SIGN_UP_DISABLED");
  });

  it("documents query and path parameters and the session cookie", async () => {
    const { document } = await documentOf();
    const getSession = document.paths["/api/auth/get-session"]?.get;
    expect(getSession?.parameters?.map((parameter) => [parameter.name, parameter.in])).toEqual([
      ["disableCookieCache", "query"],
      ["disableRefresh", "query"],
    ]);
    const resetLink = Object.entries(document.paths).find(([path]) =>
      path.startsWith("/api/auth/reset-password/{"),
    );
    expect(resetLink?.[1].get?.parameters?.[0]).toMatchObject({ in: "path", required: true });
    expect(document.components.securitySchemes.sessionCookie).toEqual(
      expect.objectContaining({ type: "apiKey", in: "cookie", name: "tollgate.session_token" }),
    );
  });

  it("takes Better Auth's metadata.openapi (summary, responses): the error page answers HTML", async () => {
    const { document } = await documentOf();
    const errorPage = document.paths["/api/auth/error"]?.get;
    expect(errorPage?.summary).toBe("The page browser flows land on when they fail");
    expect(Object.keys(errorPage?.responses["200"]?.content ?? {})).toEqual(["text/html"]);
    expect(errorPage?.responses["400"]?.["x-error-codes"]).toEqual(["VALIDATION_ERROR"]);
    const reference = document.paths["/api/auth/reference"]?.get?.responses["200"];
    expect(Object.keys(reference?.content ?? {})).toEqual(["text/html"]);
  });

  it("documents a redirect by status: beside the JSON answer when the endpoint gives either, alone when it always redirects", async () => {
    const { document } = await documentOf();
    const statuses = (path: string, method: "get" | "post") =>
      Object.keys(document.paths[`/api/auth${path}`]?.[method]?.responses ?? {}).filter((status) =>
        /^[23]/.test(status),
      );
    const verifyEmail = document.paths["/api/auth/verify-email"]?.get?.responses;
    expect(statuses("/verify-email", "get")).toEqual(["200", "302"]);
    expect(verifyEmail?.["200"]?.content?.["application/json"]?.schema).toMatchObject({
      properties: { user: { $ref: "#/components/schemas/User" } },
      required: ["status", "user"],
    });
    expect(verifyEmail?.["302"]?.headers?.Location?.schema).toEqual({ type: "string" });
    expect(statuses("/delete-user/callback", "get")).toEqual(["200", "302"]);
    expect(statuses("/callback/{id}", "get")).toEqual(["302"]);
    expect(statuses("/callback/{id}", "post")).toEqual(["302"]);
    expect(statuses("/reset-password/{token}", "get")).toEqual(["302"]);
    const generated = document.paths["/api/auth/open-api/generate-schema"]?.get?.responses["200"];
    expect(generated?.content?.["application/json"]?.schema).toMatchObject({
      properties: { openapi: { const: "3.1.1" } },
    });
  });

  it("follows basePath, leaves out disabledPaths and SERVER_ONLY endpoints, tags a plugin's by its id", async () => {
    const plugin = {
      id: "greeter",
      endpoints: {
        greet: createAuthEndpoint(
          "/greeter/greet",
          { method: "POST", body: z.object({ name: z.string().min(1) }) },
          async (ctx) => ({ greeting: `Hello ${ctx.body.name}` }),
        ),
        greetQuietly: createAuthEndpoint(
          "/greeter/quiet",
          { method: "POST", metadata: SERVER_ONLY },
          async () => ({}),
        ),
      },
      errorCodes: { NAME_TAKEN: "Name taken" },
    };
    const test = await createTestAuth({
      basePath: "/auth",
      disabledPaths: ["/list-sessions"],
      plugins: [openAPI(), plugin],
    });
    const { data: document } = await test.json<OpenAPIDocument>("/open-api/generate-schema");
    await expectValidOpenAPI(document);
    const paths = Object.keys(document.paths);
    expect(paths.every((path) => path.startsWith("/auth/"))).toBe(true);
    expect(paths).not.toContain("/auth/list-sessions");
    expect(paths).not.toContain("/auth/greeter/quiet");
    const greet = document.paths["/auth/greeter/greet"]?.post;
    expect(greet?.tags).toEqual(["greeter"]);
    expect(greet?.requestBody?.content["application/json"]?.schema.properties?.name).toEqual({
      type: "string",
      minLength: 1,
    });
    expect(greet?.responses["4XX"]?.["x-error-codes"]).toContain("NAME_TAKEN");
    expect(document.tags.map((tag) => tag.name)).toEqual(["core", "open-api", "greeter"]);
  });
});

describe("GET /reference (the openAPI plugin's page)", () => {
  it("shows every operation grouped by tag, with no script and nothing from elsewhere", async () => {
    const { request, document } = await documentOf();
    const response = await request("/reference");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).not.toContain("<script");
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).toContain('<h2 id="tag-core">core</h2>');
    expect(html).toContain("/api/auth/sign-up/email");
    expect(html).toContain("<code>INVALID_<wbr>EMAIL_<wbr>OR_<wbr>PASSWORD</code>");
    expect(html.match(/<section class="operation"/g)?.length).toBe(operationsOf(document).length);
  });

  it("answers 404 with disableDefaultReference, the document still served", async () => {
    const test = await createTestAuth({
      plugins: [openAPI({ disableDefaultReference: true, theme: "moon" })],
    });
    const page = await test.json<{ code: string }>("/reference");
    expect(page.status).toBe(404);
    expect(page.data.code).toBe("NOT_FOUND");
    expect((await test.request("/open-api/generate-schema")).status).toBe(200);
  });
});
