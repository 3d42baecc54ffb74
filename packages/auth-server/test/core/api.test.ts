import { APIError } from "@tollgate/auth-server";
import { describe, expect, expectTypeOf, it } from "vitest";
import { authFactory, COOKIE, endpointDatabases, lastCookie, PASSWORD } from "./support";

describe.each(endpointDatabases)("auth.api on $name", (target) => {
  const makeAuth = authFactory(target);

  it("getSession({ headers }) answers the typed session, with additional fields", async () => {
    const t = await makeAuth({
      user: { additionalFields: { plan: { type: "string", defaultValue: "free" } } },
    });
    const { cookies, user } = await t.signUp({ email: "api@example.com" });
    const result = await t.auth.api.getSession({ headers: { cookie: cookies.header() ?? "" } });
    expect(result?.user.id).toBe(user.id);
    expect(result?.session.expiresAt).toBeInstanceOf(Date);
    expect(result?.user.plan).toBe("free");
    type Inferred = typeof t.auth.$Infer.Session;
    expectTypeOf<Inferred["user"]["plan"]>().toEqualTypeOf<string>();
    expectTypeOf<Inferred["user"]["email"]>().toEqualTypeOf<string>();
    expectTypeOf<Inferred["session"]["expiresAt"]>().toEqualTypeOf<Date>();
  });

  it("getSession without a cookie answers null", async () => {
    const t = await makeAuth();
    expect(await t.auth.api.getSession({ headers: new Headers() })).toBeNull();
  });

  it("signInEmail({ body, asResponse: true }) answers a Response with Set-Cookie", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "asresponse@example.com" });
    const response = await t.auth.api.signInEmail({
      body: { email: "asresponse@example.com", password: PASSWORD },
      asResponse: true,
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string };
    expect(lastCookie(response, COOKIE.token)?.value).toContain(body.token);
  });

  it("asResponse turns an error into a JSON Response with its status", async () => {
    const t = await makeAuth();
    const response = await t.auth.api.signInEmail({
      body: { email: "nobody@example.com", password: PASSWORD },
      asResponse: true,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("returnHeaders answers { headers, response }", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "headers@example.com" });
    const { headers, response } = await t.auth.api.signInEmail({
      body: { email: "headers@example.com", password: PASSWORD },
      returnHeaders: true,
    });
    expect(headers.getSetCookie().some((line) => line.startsWith(`${COOKIE.token}=`))).toBe(true);
    expect(response.token).toBeTruthy();
    expect(response.redirect).toBe(false);
  });

  it("throws APIError with status and body", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "throws@example.com" });
    const failure = await t.auth.api
      .signInEmail({ body: { email: "throws@example.com", password: "wrong password" } })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(APIError);
    if (!(failure instanceof APIError)) return;
    expect(failure.statusCode).toBe(401);
    expect(failure.status).toBe("UNAUTHORIZED");
    expect(failure.body).toMatchObject({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
    });
  });

  it("validates bodies like HTTP does: 400 VALIDATION_ERROR", async () => {
    const t = await makeAuth();
    const failure = await t.auth.api
      // @ts-expect-error the body lacks the required password: what this test is about
      .signInEmail({ body: { email: "x@example.com" } })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(APIError);
    if (!(failure instanceof APIError)) return;
    expect(failure.statusCode).toBe(400);
    expect(failure.body).toMatchObject({ code: "VALIDATION_ERROR", field: "password" });
  });

  it("session-required endpoints take the caller's headers", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "list@example.com" });
    const headers = { cookie: cookies.header() ?? "" };
    const sessions = await t.auth.api.listSessions({ headers });
    expect(sessions.length).toBe(1);
    await expect(t.auth.api.listSessions({ headers: {} })).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(await t.auth.api.updateUser({ headers, body: { name: "Via API" } })).toEqual({
      status: true,
    });
    const me = await t.auth.api.getSession({ headers });
    expect(me?.user.name).toBe("Via API");
  });

  it("ok() answers { ok: true } and $ERROR_CODES holds the catalogue", async () => {
    const t = await makeAuth();
    expect(await t.auth.api.ok()).toEqual({ ok: true });
    expect(t.auth.$ERROR_CODES.SESSION_NOT_FOUND).toBe("Session not found");
    expect(t.auth.$ERROR_CODES.USER_ALREADY_EXISTS).toBe("User already exists");
  });
});
