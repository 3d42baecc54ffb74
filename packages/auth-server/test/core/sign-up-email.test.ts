import { describe, expect, it } from "vitest";
import { authFactory, COOKIE, endpointDatabases, lastCookie, PASSWORD } from "./support";

interface UserShape {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

describe.each(endpointDatabases)("POST /sign-up/email on $name", (target) => {
  const makeAuth = authFactory(target);

  it("creates the user, signs them in and answers { token, user }", async () => {
    const t = await makeAuth();
    const browser = t.newBrowser();
    const { status, data, response } = await t.json<{ token: string; user: UserShape }>(
      "/sign-up/email",
      {
        body: {
          name: "Ada",
          email: "Ada@Example.COM",
          password: PASSWORD,
          image: "https://x/a.png",
        },
        cookies: browser,
      },
    );
    expect(status).toBe(200);
    expect(Object.keys(data).sort()).toEqual(["token", "user"]);
    expect(typeof data.token).toBe("string");
    expect(data.token.length).toBeGreaterThan(10);
    expect(data.user).toMatchObject({
      name: "Ada",
      email: "ada@example.com",
      emailVerified: false,
      image: "https://x/a.png",
    });
    expect(typeof data.user.id).toBe("string");
    expect(Number.isNaN(Date.parse(data.user.createdAt))).toBe(false);
    expect(data.user).not.toHaveProperty("password");
    expect(lastCookie(response, COOKIE.token)?.value).toContain(data.token);

    const session = await t.json<{ user: UserShape; session: { token: string } }>("/get-session", {
      cookies: browser,
    });
    expect(session.data.user.id).toBe(data.user.id);
    expect(session.data.session.token).toBe(data.token);
  });

  it("answers token null and sets no session cookie when autoSignIn is false", async () => {
    const t = await makeAuth({ emailAndPassword: { enabled: true, autoSignIn: false } });
    const { status, data, response } = await t.json<{ token: string | null; user: UserShape }>(
      "/sign-up/email",
      { body: { name: "B", email: "b@example.com", password: PASSWORD }, cookies: null },
    );
    expect(status).toBe(200);
    expect(data.token).toBeNull();
    expect(data.user.email).toBe("b@example.com");
    expect(lastCookie(response, COOKIE.token)).toBeUndefined();
  });

  it("answers token null with requireEmailVerification (no session before verification)", async () => {
    const t = await makeAuth({
      emailAndPassword: { enabled: true, requireEmailVerification: true },
    });
    const { status, data } = await t.json<{ token: string | null }>("/sign-up/email", {
      body: { name: "C", email: "c@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(200);
    expect(data.token).toBeNull();
  });

  it("refuses a badly formatted email: 400 INVALID_EMAIL 'Invalid email'", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/sign-up/email", {
      body: { name: "D", email: "not-an-email", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "INVALID_EMAIL", message: "Invalid email" });
  });

  it("refuses a password under 8 characters: 400 PASSWORD_TOO_SHORT", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/sign-up/email", {
      body: { name: "E", email: "e@example.com", password: "1234567" },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "PASSWORD_TOO_SHORT", message: "Password too short" });
  });

  it("accepts exactly 8 and exactly 128 characters", async () => {
    const t = await makeAuth();
    const short = await t.json("/sign-up/email", {
      body: { name: "F", email: "f8@example.com", password: "12345678" },
      cookies: null,
    });
    expect(short.status).toBe(200);
    const long = await t.json("/sign-up/email", {
      body: { name: "F", email: "f128@example.com", password: "x".repeat(128) },
      cookies: null,
    });
    expect(long.status).toBe(200);
  });

  it("refuses a password over 128 characters: 400 PASSWORD_TOO_LONG", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/sign-up/email", {
      body: { name: "G", email: "g@example.com", password: "x".repeat(129) },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "PASSWORD_TOO_LONG", message: "Password too long" });
  });

  it("applies custom min/max password lengths", async () => {
    const t = await makeAuth({
      emailAndPassword: { enabled: true, minPasswordLength: 12, maxPasswordLength: 16 },
    });
    const tooShort = await t.json("/sign-up/email", {
      body: { name: "H", email: "h1@example.com", password: "x".repeat(11) },
      cookies: null,
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.data).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    const tooLong = await t.json("/sign-up/email", {
      body: { name: "H", email: "h2@example.com", password: "x".repeat(17) },
      cookies: null,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data).toMatchObject({ code: "PASSWORD_TOO_LONG" });
    const fine = await t.json("/sign-up/email", {
      body: { name: "H", email: "h3@example.com", password: "x".repeat(12) },
      cookies: null,
    });
    expect(fine.status).toBe(200);
  });

  it("refuses an existing email with 422 USER_ALREADY_EXISTS, case-insensitively", async () => {
    const t = await makeAuth();
    await t.signUp({ email: "taken@example.com" });
    for (const email of ["taken@example.com", "TAKEN@Example.com"]) {
      const { status, data } = await t.json("/sign-up/email", {
        body: { name: "I", email, password: PASSWORD },
        cookies: null,
      });
      expect(status).toBe(422);
      expect(data).toEqual({ code: "USER_ALREADY_EXISTS", message: "User already exists" });
    }
  });

  it("refuses when email and password is not enabled", async () => {
    const t = await makeAuth({ emailAndPassword: { enabled: false } });
    const { status, data } = await t.json("/sign-up/email", {
      body: { name: "J", email: "j@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      code: "EMAIL_AND_PASSWORD_NOT_ENABLED",
      message: "Email and password is not enabled",
    });
  });

  it("refuses when sign-up is disabled", async () => {
    const t = await makeAuth({ emailAndPassword: { enabled: true, disableSignUp: true } });
    const { status, data } = await t.json("/sign-up/email", {
      body: { name: "K", email: "k@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "SIGN_UP_DISABLED" });
  });

  it("refuses a body without name with 400 VALIDATION_ERROR naming the field", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/sign-up/email", {
      body: { email: "l@example.com", password: PASSWORD },
      cookies: null,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Invalid body parameters",
      field: "name",
    });
  });

  it("refuses a blank name (only spaces) with 400 FIELD_REQUIRED naming name, and creates nobody", async () => {
    const t = await makeAuth();
    for (const name of ["", "   "]) {
      const { status, data } = await t.json("/sign-up/email", {
        body: { name, email: "blank@example.com", password: PASSWORD },
        cookies: null,
      });
      expect(status).toBe(400);
      expect(data).toEqual({
        code: "FIELD_REQUIRED",
        message: "Field name is required",
        field: "name",
      });
    }
    const ctx = await t.auth.$context;
    expect(await ctx.internalAdapter.findUserByEmail("blank@example.com")).toBeNull();
  });

  it("refuses an image that is not an http(s) or data URL with 400 INVALID_FIELD naming image", async () => {
    const t = await makeAuth();
    for (const image of ["not a url", "", "javascript:alert(1)", "ftp://x/a.png"]) {
      const { status, data } = await t.json("/sign-up/email", {
        body: { name: "Q", email: "q@example.com", password: PASSWORD, image },
        cookies: null,
      });
      expect(status).toBe(400);
      expect(data).toEqual({
        code: "INVALID_FIELD",
        message: "Invalid value for field image",
        field: "image",
      });
    }
    const dataUrl = "data:image/png;base64,iVBORw0KGgo=";
    const accepted = await t.json<{ user: UserShape }>("/sign-up/email", {
      body: { name: "Q", email: "q@example.com", password: PASSWORD, image: dataUrl },
      cookies: null,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.data.user.image).toBe(dataUrl);
  });

  describe("additionalFields", () => {
    const options = {
      user: {
        additionalFields: {
          company: { type: "string" },
          age: { type: "number", required: false },
          role: { type: "string", input: false, defaultValue: "member" },
          secretNote: { type: "string", required: false, returned: false },
        },
      },
    } as const;

    it("stores typed fields and returns them (except returned: false ones)", async () => {
      const t = await makeAuth(options);
      const { status, data } = await t.json<{ user: UserShape }>("/sign-up/email", {
        body: {
          name: "M",
          email: "m@example.com",
          password: PASSWORD,
          company: "Acme",
          age: 41,
          secretNote: "hidden",
        },
        cookies: null,
      });
      expect(status).toBe(200);
      expect(data.user).toMatchObject({ company: "Acme", age: 41, role: "member" });
      expect(data.user).not.toHaveProperty("secretNote");
      const ctx = await t.auth.$context;
      const stored = await ctx.internalAdapter.findUserByEmail("m@example.com");
      expect(stored?.secretNote).toBe("hidden");
    });

    it("refuses a missing required field with 400 FIELD_REQUIRED naming it", async () => {
      const t = await makeAuth(options);
      const { status, data } = await t.json("/sign-up/email", {
        body: { name: "N", email: "n@example.com", password: PASSWORD },
        cookies: null,
      });
      expect(status).toBe(400);
      expect(data).toMatchObject({
        code: "FIELD_REQUIRED",
        message: "Field company is required",
        field: "company",
      });
    });

    it("refuses a wrongly typed field with 400 INVALID_FIELD", async () => {
      const t = await makeAuth(options);
      const { status, data } = await t.json("/sign-up/email", {
        body: { name: "O", email: "o@example.com", password: PASSWORD, company: "A", age: "x" },
        cookies: null,
      });
      expect(status).toBe(400);
      expect(data).toMatchObject({ code: "INVALID_FIELD", field: "age" });
    });

    it("never takes an input: false field from the client", async () => {
      const t = await makeAuth(options);
      const { status, data } = await t.json<{ user: UserShape }>("/sign-up/email", {
        body: {
          name: "P",
          email: "p@example.com",
          password: PASSWORD,
          company: "A",
          role: "admin",
        },
        cookies: null,
      });
      // The client's value is ignored: the default is stored and answered.
      expect(status).toBe(200);
      expect(data.user.role).toBe("member");
      const ctx = await t.auth.$context;
      const stored = await ctx.internalAdapter.findUserByEmail("p@example.com");
      expect(stored?.role).toBe("member");
    });
  });
});
