// Issue 19 item 1, over real HTTP through toNodeHandler on every database: the endpoints that
// send mail or check the current password have strict limits per IP, and per target (the
// address mailed, the user whose password is tried) whatever the IPs.
import { describe, expect, it } from "vitest";
import { nodeServers } from "../core/node-server";
import { authFactory, endpointDatabases, PASSWORD } from "../core/support";

const serve = nodeServers();
const ORIGIN = "http://localhost:3000";
let ipCounter = 0;
/** A client IP nobody else in this file uses. */
const freshIp = () => `198.51.100.${++ipCounter % 250}`;

function post(
  base: string,
  path: string,
  body: unknown,
  init: { ip?: string; cookie?: string } = {},
) {
  return fetch(`${base}/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      "x-forwarded-for": init.ip ?? freshIp(),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

describe.each(endpointDatabases)("strict rate limits over toNodeHandler on $name", (target) => {
  const makeAuth = authFactory(target);

  async function setUp(rateLimit = true) {
    const mailed: string[] = [];
    const t = await makeAuth({
      rateLimit: { enabled: rateLimit },
      advanced: { ipAddress: { ipAddressHeaders: ["x-forwarded-for"] } },
      emailAndPassword: {
        enabled: true,
        sendResetPassword: ({ user }: { user: { email: string } }) => {
          mailed.push(user.email);
        },
      },
      emailVerification: {
        sendVerificationEmail: ({ user }: { user: { email: string } }) => {
          mailed.push(user.email);
        },
      },
      user: { deleteUser: { enabled: true } },
    });
    const base = await serve(t.auth);
    const signUp = await post(base, "/sign-up/email", {
      name: "Target",
      email: "target@example.com",
      password: PASSWORD,
    });
    expect(signUp.status).toBe(200);
    mailed.length = 0;
    return { base, mailed, cookie: cookieOf(signUp) };
  }

  it("allows 3 reset mails per IP per 60 s: the 4th to other addresses answers 429", async () => {
    const { base } = await setUp();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const response = await post(
        base,
        "/request-password-reset",
        { email: `a${i}@example.com` },
        { ip },
      );
      expect(response.status).toBe(200);
    }
    const fourth = await post(base, "/request-password-reset", { email: "a4@example.com" }, { ip });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(10);
  });

  it("mails one address at most 3 times per 10 minutes, whatever the IPs", async () => {
    const { base, mailed } = await setUp();
    const statuses: number[] = [];
    for (const path of [
      "/request-password-reset",
      "/forget-password",
      "/send-verification-email",
      "/request-password-reset",
      "/send-verification-email",
    ]) {
      statuses.push((await post(base, path, { email: "Target@Example.com" })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(mailed).toEqual(["target@example.com", "target@example.com", "target@example.com"]);
    // Another address is not affected.
    expect(
      (await post(base, "/request-password-reset", { email: "other@example.com" })).status,
    ).toBe(200);
  });

  it("checks one user's current password at most 5 times per 5 minutes across change-password and delete-user", async () => {
    const { base, cookie } = await setUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const wrong = { currentPassword: `wrong ${i}`, newPassword: "another good password" };
      statuses.push((await post(base, "/change-password", wrong, { cookie })).status);
    }
    statuses.push(
      (await post(base, "/delete-user", { password: "wrong again" }, { cookie })).status,
    );
    statuses.push(
      (
        await post(
          base,
          "/change-password",
          { currentPassword: PASSWORD, newPassword: "another good password" },
          { cookie },
        )
      ).status,
    );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("allows 3 password checks per IP per 10 s", async () => {
    const { base, cookie } = await setUp();
    const ip = freshIp();
    const wrong = { currentPassword: "wrong", newPassword: "another good password" };
    for (let i = 0; i < 3; i++) {
      expect((await post(base, "/change-password", wrong, { cookie, ip })).status).toBe(400);
    }
    expect((await post(base, "/change-password", wrong, { cookie, ip })).status).toBe(429);
  });

  it("limits nothing when rate limiting is off (the default outside production)", async () => {
    const { base, mailed } = await setUp(false);
    const ip = freshIp();
    for (let i = 0; i < 6; i++) {
      expect(
        (await post(base, "/request-password-reset", { email: "target@example.com" }, { ip }))
          .status,
      ).toBe(200);
    }
    expect(mailed).toHaveLength(6);
  });
});
