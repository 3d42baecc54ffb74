import { generateOpenAPIDocument, type OpenAPIDocument } from "@tollgate/auth-server/open-api";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { beforeAll, describe, expect, it } from "vitest";

type Test = Awaited<ReturnType<typeof createTestAuth>>;
let test: Test;
let document: OpenAPIDocument;
let base = "";

beforeAll(async () => {
  test = await createTestAuth();
  const context = await test.auth.$context;
  document = generateOpenAPIDocument(context);
  base = `${context.baseURL}${context.basePath}`;
});

/** The status the document gives `code` on the operation at `path` and `method`. */
function documentedStatus(path: string, method: "get" | "post", code: string): string | undefined {
  const responses = document.paths[`/api/auth${path}`]?.[method]?.responses ?? {};
  const statuses = Object.entries(responses).filter(([, response]) =>
    response["x-error-codes"]?.includes(code),
  );
  return statuses.length === 1 ? statuses[0]?.[0] : undefined;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: new URL(base).origin, ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

const cases: { code: string; path: string; method: "get" | "post"; init: () => RequestInit }[] = [
  { code: "VALIDATION_ERROR", path: "/sign-in/email", method: "post", init: () => json({}) },
  { code: "INVALID_JSON", path: "/sign-in/email", method: "post", init: () => json("{") },
  {
    code: "UNSUPPORTED_MEDIA_TYPE",
    path: "/sign-in/email",
    method: "post",
    init: () => json("hello", { "content-type": "text/plain" }),
  },
  {
    code: "BODY_TOO_LARGE",
    path: "/sign-in/email",
    method: "post",
    init: () => json({ email: "a@example.com", password: "x".repeat(2_000_000) }),
  },
  {
    code: "INVALID_CALLBACK_URL",
    path: "/sign-in/email",
    method: "post",
    init: () =>
      json({
        email: "a@example.com",
        password: "a password",
        callbackURL: "https://elsewhere.example/",
      }),
  },
  {
    code: "INVALID_REDIRECT_URL",
    path: "/request-password-reset",
    method: "post",
    init: () => json({ email: "a@example.com", redirectTo: "https://elsewhere.example/" }),
  },
  {
    code: "INVALID_ORIGIN",
    path: "/sign-in/email",
    method: "post",
    init: () =>
      json(
        { email: "a@example.com", password: "a password" },
        { origin: "https://elsewhere.example" },
      ),
  },
  {
    code: "INVALID_PATH_PARAMETER",
    path: "/reset-password/{token}",
    method: "get",
    init: () => ({ method: "GET" }),
  },
];

/** The request's address: a path parameter gets a malformed percent-encoding. */
const addressOf = (path: string) => `${base}${path.replace("{token}", "%E0%A4%A")}`;

describe("the gates' statuses in the document are the ones they answer", () => {
  it.each(cases)("$code on $method $path", async ({ code, path, method, init }) => {
    const documented = documentedStatus(path, method, code);
    expect(documented, `${code} has a status in the document`).toBeDefined();
    const response = await test.auth.handler(new Request(addressOf(path), init()));
    const answer = (await response.json()) as { code?: string };
    expect(answer.code).toBe(code);
    expect(String(response.status)).toBe(documented);
  });
});

describe("an endpoint's own refusals are documented under the status they answer with", () => {
  const own: typeof cases = [
    {
      code: "INVALID_EMAIL_OR_PASSWORD",
      path: "/sign-in/email",
      method: "post",
      init: () => json({ email: "nobody@example.com", password: "a password" }),
    },
    {
      code: "NOT_AUTHENTICATED",
      path: "/change-password",
      method: "post",
      init: () => json({ currentPassword: "a password", newPassword: "another password" }),
    },
  ];
  it.each(own)("$code on $method $path", async ({ code, path, method, init }) => {
    const response = await test.auth.handler(new Request(addressOf(path), init()));
    const answer = (await response.json()) as { code?: string };
    expect(answer.code).toBe(code);
    expect(documentedStatus(path, method, code)).toBe(String(response.status));
  });

  it("lists sign-in's refusals under 400, 401 and 403, none under a vague 4XX", () => {
    const responses = document.paths["/api/auth/sign-in/email"]?.post?.responses ?? {};
    expect(Object.keys(responses)).not.toContain("4XX");
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(["400", "401", "403", "429"]));
  });
});
