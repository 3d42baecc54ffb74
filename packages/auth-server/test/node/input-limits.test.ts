// Issue 19 item 3, over real HTTP through toNodeHandler on every database: an email is at most
// 254 characters (its local part 64), a name at most user.maxNameLength (default 256) and free
// of control characters; values at the limits are stored and read back unchanged.
import { describe, expect, it } from "vitest";
import { nodeServers } from "../core/node-server";
import { authFactory, endpointDatabases, PASSWORD } from "../core/support";

const serve = nodeServers();

/** An address of exactly `length` characters with a local part of `local` characters. */
function address(local: number, length: number): string {
  let domain = "example";
  // Labels of at most 60 letters, as DNS allows.
  while (local + 1 + domain.length < length) {
    const room = length - local - 1 - domain.length - 1;
    domain = `${"d".repeat(Math.min(60, Math.max(1, room)))}.${domain}`;
  }
  const email = `${"l".repeat(local)}@${domain}`;
  if (email.length !== length) throw new Error(`address(${local}, ${length}) is ${email.length}`);
  return email;
}

async function post(url: string, body: unknown, cookie?: string) {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: await response.json(), response };
}

describe.each(endpointDatabases)("input limits over toNodeHandler on $name", (target) => {
  const makeAuth = authFactory(target);

  it("refuses an email over 254 characters or with a local part over 64", async () => {
    const t = await makeAuth({
      emailAndPassword: { enabled: true, sendResetPassword: () => undefined },
    });
    const base = `${await serve(t.auth)}/api/auth`;
    const cases = [
      [
        address(65, 100),
        "EMAIL_LOCAL_PART_TOO_LONG",
        "The part of email before @ is too long (at most 64 characters)",
      ],
      [address(10, 255), "FIELD_TOO_LONG", "Field email is too long (at most 254 characters)"],
      [`${"x".repeat(100_000)}@example.com`, "EMAIL_LOCAL_PART_TOO_LONG", undefined],
    ] as const;
    for (const [email, code, message] of cases) {
      const { status, data } = await post(`${base}/sign-up/email`, {
        name: "N",
        email,
        password: PASSWORD,
      });
      expect(status, email.slice(0, 20)).toBe(400);
      expect(data).toMatchObject({ code, field: "email", ...(message ? { message } : {}) });
    }
    for (const path of ["/sign-in/email", "/request-password-reset"]) {
      const { status, data } = await post(`${base}${path}`, {
        email: address(65, 100),
        password: PASSWORD,
      });
      expect(status, path).toBe(400);
      expect(data).toMatchObject({ code: "EMAIL_LOCAL_PART_TOO_LONG" });
    }
  });

  it("refuses a name over 256 characters or with a control character, on sign-up and update-user", async () => {
    const t = await makeAuth();
    const base = `${await serve(t.auth)}/api/auth`;
    const tooLong = await post(`${base}/sign-up/email`, {
      name: "n".repeat(1_000_000),
      email: "long-name@example.com",
      password: PASSWORD,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data).toMatchObject({
      code: "FIELD_TOO_LONG",
      message: "Field name is too long (at most 256 characters)",
      field: "name",
    });
    for (const name of ["Tab\there", "New\nline", "Nul\u0000", "Del\u007f", "C1\u0085"]) {
      const { status, data } = await post(`${base}/sign-up/email`, {
        name,
        email: "control@example.com",
        password: PASSWORD,
      });
      expect(status, JSON.stringify(name)).toBe(400);
      expect(data).toMatchObject({
        code: "FIELD_HAS_CONTROL_CHARACTERS",
        message: "Field name must not contain control characters",
        field: "name",
      });
    }
    // Nothing was half-written.
    const again = await post(`${base}/sign-up/email`, {
      name: "Fine",
      email: "control@example.com",
      password: PASSWORD,
    });
    expect(again.status).toBe(200);
    const cookie = again.response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const update = await post(`${base}/update-user`, { name: "x".repeat(257) }, cookie);
    expect(update.status).toBe(400);
    expect(update.data).toMatchObject({ code: "FIELD_TOO_LONG", field: "name" });
    const control = await post(`${base}/update-user`, { name: "a\rb" }, cookie);
    expect(control.data).toMatchObject({ code: "FIELD_HAS_CONTROL_CHARACTERS", field: "name" });
  });

  it("follows user.maxNameLength", async () => {
    const t = await makeAuth({ user: { maxNameLength: 10 } });
    const base = `${await serve(t.auth)}/api/auth`;
    const { status, data } = await post(`${base}/sign-up/email`, {
      name: "eleven char",
      email: "short@example.com",
      password: PASSWORD,
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ message: "Field name is too long (at most 10 characters)" });
  });

  it("stores values at the limits unchanged (the column types hold them)", async () => {
    const t = await makeAuth();
    const base = `${await serve(t.auth)}/api/auth`;
    const email = address(64, 254);
    // 256 characters of 4 bytes each in UTF-8, and a 2-byte letter.
    const name = `${"😀".repeat(255)}é`;
    expect([...name].length).toBe(256);
    const { status, data } = await post(`${base}/sign-up/email`, {
      name,
      email,
      password: PASSWORD,
    });
    expect(status).toBe(200);
    expect(data.user).toMatchObject({ email, name });
    const stored = await t.auth.$context.then((context) =>
      context.internalAdapter.findUserByEmail(email),
    );
    expect(stored?.name).toBe(name);
    expect(stored?.email).toBe(email);
  });
});
