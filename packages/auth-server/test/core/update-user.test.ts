import { describe, expect, it } from "vitest";
import { authFactory, endpointDatabases } from "./support";

interface SessionAnswer {
  user: { id: string; name: string; image: string | null; email: string; [field: string]: unknown };
}

describe.each(endpointDatabases)("POST /update-user on $name", (target) => {
  const makeAuth = authFactory(target);

  it("updates name and image and answers { status: true }", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "uu@example.com", name: "Old" });
    const { status, data } = await t.json("/update-user", {
      body: { name: "New", image: "https://img.example.com/a.png" },
      cookies,
    });
    expect(status).toBe(200);
    expect(data).toEqual({ status: true });
    const me = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(me.data.user).toMatchObject({ name: "New", image: "https://img.example.com/a.png" });
  });

  it("clears the image with null", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "img@example.com", image: "https://x/y.png" });
    await t.json("/update-user", { body: { image: null }, cookies });
    const me = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(me.data.user.image).toBeNull();
  });

  it("refuses an email change with 400 'Email can not be updated' and keeps the email", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "keep@example.com" });
    const { status, data } = await t.json("/update-user", {
      body: { email: "new@example.com" },
      cookies,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      code: "EMAIL_CAN_NOT_BE_UPDATED",
      message: "Email can not be updated",
    });
    const me = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(me.data.user.email).toBe("keep@example.com");
  });

  it("answers 401 NOT_AUTHENTICATED without a session", async () => {
    const t = await makeAuth();
    const { status, data } = await t.json("/update-user", { body: { name: "X" }, cookies: null });
    expect(status).toBe(401);
    expect(data).toMatchObject({ code: "NOT_AUTHENTICATED" });
  });

  it("refuses a non-string name: 400 VALIDATION_ERROR naming name", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "badname@example.com" });
    const { status, data } = await t.json("/update-user", { body: { name: 5 }, cookies });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "VALIDATION_ERROR", field: "name" });
  });

  it("refuses a blank name with 400 FIELD_REQUIRED naming name, and keeps the old one", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "blankname@example.com", name: "Kept" });
    for (const name of ["", "  \t "]) {
      const { status, data } = await t.json("/update-user", { body: { name }, cookies });
      expect(status).toBe(400);
      expect(data).toEqual({
        code: "FIELD_REQUIRED",
        message: "Field name is required",
        field: "name",
      });
    }
    const me = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(me.data.user.name).toBe("Kept");
  });

  it("refuses an image that is not an http(s) or data URL with 400 INVALID_FIELD naming image, changing nothing", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "badimg@example.com", name: "Same" });
    for (const image of ["not a url", "", "javascript:alert(1)", "/relative/a.png"]) {
      const { status, data } = await t.json("/update-user", {
        body: { name: "Changed", image },
        cookies,
      });
      expect(status).toBe(400);
      expect(data).toEqual({
        code: "INVALID_FIELD",
        message: "Invalid value for field image",
        field: "image",
      });
    }
    const me = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(me.data.user).toMatchObject({ name: "Same", image: null });
    const dataUrl =
      "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E";
    expect((await t.json("/update-user", { body: { image: dataUrl }, cookies })).status).toBe(200);
    const after = await t.json<SessionAnswer>("/get-session", { cookies });
    expect(after.data.user.image).toBe(dataUrl);
  });

  it("refuses an empty update with 400 NO_FIELDS_TO_UPDATE", async () => {
    const t = await makeAuth();
    const { cookies } = await t.signUp({ email: "empty@example.com" });
    const { status, data } = await t.json("/update-user", { body: {}, cookies });
    expect(status).toBe(400);
    expect(data).toMatchObject({ code: "NO_FIELDS_TO_UPDATE" });
  });

  describe("additionalFields", () => {
    const options = {
      user: {
        additionalFields: {
          company: { type: "string", required: false },
          age: { type: "number", required: false },
          role: { type: "string", input: false, defaultValue: "member" },
          secretNote: { type: "string", required: false, returned: false },
        },
      },
    } as const;

    it("updates typed additional fields", async () => {
      const t = await makeAuth(options);
      const { cookies } = await t.signUp({ email: "af@example.com" });
      const { status } = await t.json("/update-user", {
        body: { company: "Acme", age: 30 },
        cookies,
      });
      expect(status).toBe(200);
      const me = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(me.data.user).toMatchObject({ company: "Acme", age: 30 });
    });

    it("refuses a wrongly typed additional field with 400 INVALID_FIELD", async () => {
      const t = await makeAuth(options);
      const { cookies } = await t.signUp({ email: "aft@example.com" });
      const { status, data } = await t.json("/update-user", { body: { age: "old" }, cookies });
      expect(status).toBe(400);
      expect(data).toMatchObject({ code: "INVALID_FIELD", field: "age" });
    });

    it("never lets the client set an input: false field", async () => {
      const t = await makeAuth(options);
      const { cookies, user } = await t.signUp({ email: "role@example.com" });
      const { status } = await t.json("/update-user", {
        body: { role: "admin", name: "Still Me" },
        cookies,
      });
      expect(status).toBe(200);
      const ctx = await t.auth.$context;
      const stored = await ctx.internalAdapter.findUserById(user.id);
      expect(stored?.role).toBe("member");
      expect(stored?.name).toBe("Still Me");
    });

    it("stores a returned: false field but never answers it", async () => {
      const t = await makeAuth(options);
      const { cookies, user } = await t.signUp({ email: "hidden@example.com" });
      await t.json("/update-user", { body: { secretNote: "psst" }, cookies });
      const me = await t.json<SessionAnswer>("/get-session", { cookies });
      expect(me.data.user).not.toHaveProperty("secretNote");
      const ctx = await t.auth.$context;
      expect((await ctx.internalAdapter.findUserById(user.id))?.secretNote).toBe("psst");
    });
  });
});
