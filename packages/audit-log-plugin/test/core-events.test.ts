import { CookieCarrier, follow, testDatabases } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { verifyAuditChain } from "../src/index";
import type { AuditEventRow } from "../src/schema";
import {
  type AuditServer,
  auditServerOn,
  eventsOf,
  PASSWORD,
  payloadOf,
  storedEvents,
  uniqueEmail,
} from "./support/audit-server";

const ofType = (rows: AuditEventRow[], type: string) => rows.filter((row) => row.type === type);

async function signIn(
  t: AuditServer,
  email: string,
  password: string,
  cookies = new CookieCarrier(),
) {
  const answer = await t.json<{ token?: string }>("/sign-in/email", {
    body: { email, password },
    cookies,
  });
  return { ...answer, cookies };
}

describe.each(testDatabases())("the core's security events ($name)", (target) => {
  const server = auditServerOn(target);

  it("records sign-up, each sign-in outcome with its reason, and sign-out exactly once", async () => {
    const t = server();
    const email = uniqueEmail("core");
    const { user } = await t.signUp({ email, password: PASSWORD });

    expect((await signIn(t, email, "wrong password!")).status).toBe(401);
    const unknownEmail = uniqueEmail("nobody");
    expect((await signIn(t, unknownEmail, PASSWORD)).status).toBe(401);
    const signedIn = await signIn(t, email, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect((await t.json("/sign-out", { body: {}, cookies: signedIn.cookies })).status).toBe(200);

    const rows = await eventsOf(t, user.id);
    const signUps = ofType(rows, "sign-up");
    expect(signUps).toHaveLength(1);
    expect(signUps[0]).toMatchObject({ actorType: "user", actorId: user.id, outcome: "success" });
    expect(payloadOf(signUps[0] as AuditEventRow)).toEqual({ method: "credential" });

    const signIns = ofType(rows, "sign-in");
    expect(signIns.map((row) => [row.outcome, row.reason, row.actorType])).toEqual([
      ["failure", "wrong-password", "system"],
      ["success", null, "user"],
    ]);
    expect(signIns.every((row) => payloadOf(row).method === "email")).toBe(true);
    expect(signIns[1]?.actorId).toBe(user.id);

    const unknown = (await storedEvents(t)).filter(
      (row) => row.reason === "unknown-user" && row.createdAt >= (signIns[0]?.createdAt ?? 0),
    );
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({
      subjectId: null,
      outcome: "failure",
      path: "/sign-in/email",
    });

    const signOuts = ofType(rows, "sign-out");
    expect(signOuts).toHaveLength(1);
    expect(signOuts[0]).toMatchObject({ actorType: "user", actorId: user.id });
  });

  it("records password, email, session and account changes exactly once, and never a secret", async () => {
    const t = server();
    const email = uniqueEmail("changes");
    const { user, cookies: signUpBrowser } = await t.signUp({ email, password: PASSWORD });
    const secrets: string[] = [PASSWORD];
    expect((await t.json("/send-verification-email", { body: { email } })).status).toBe(200);
    const verification = t.mailbox.last("verification");
    secrets.push(verification.token);
    await follow(t, verification.url, signUpBrowser);
    const browser = (await signIn(t, email, PASSWORD)).cookies;
    const secondBrowser = await signIn(t, email, PASSWORD);
    secrets.push(secondBrowser.data.token ?? "");

    const wrong = await t.json("/change-password", {
      body: { currentPassword: "not the password", newPassword: "a new password 1" },
      cookies: browser,
    });
    expect(wrong.status).toBe(400);
    const changedPassword = "a new password 2";
    secrets.push(changedPassword);
    expect(
      (
        await t.json("/change-password", {
          body: { currentPassword: PASSWORD, newPassword: changedPassword },
          cookies: browser,
        })
      ).status,
    ).toBe(200);

    expect((await t.json("/request-password-reset", { body: { email } })).status).toBe(200);
    const resetMail = t.mailbox.last("reset-password");
    secrets.push(resetMail.token);
    const resetPassword = "a reset password 3";
    secrets.push(resetPassword);
    expect(
      (
        await t.json("/reset-password", {
          body: { token: resetMail.token, newPassword: resetPassword },
        })
      ).status,
    ).toBe(200);

    const fresh = (await signIn(t, email, resetPassword)).cookies;
    expect((await t.json("/revoke-other-sessions", { body: {}, cookies: fresh })).status).toBe(200);

    const verified = fresh;

    const newEmail = uniqueEmail("moved");
    expect((await t.json("/change-email", { body: { newEmail }, cookies: verified })).status).toBe(
      200,
    );
    const changeMail = t.mailbox.last("change-email");
    secrets.push(changeMail.token);
    expect((await follow(t, changeMail.url, verified)).status).toBe(302);

    const rows = await eventsOf(t, user.id);
    const count = (type: string, outcome = "success") =>
      rows.filter((row) => row.type === type && row.outcome === outcome).length;
    expect(count("password.changed", "failure")).toBe(1);
    expect(count("password.changed")).toBe(1);
    expect(count("password.reset-requested")).toBe(1);
    expect(count("password.reset")).toBe(1);
    expect(count("session.revoked")).toBe(1);
    expect(count("email.verified")).toBe(1);
    expect(count("email.change-requested")).toBe(1);
    expect(count("email.changed")).toBe(1);
    const changed = ofType(rows, "email.changed")[0] as AuditEventRow;
    expect(payloadOf(changed)).toEqual({ previousEmail: email, newEmail });
    const reset = ofType(rows, "password.reset")[0] as AuditEventRow;
    expect(reset).toMatchObject({ actorType: "system", subjectId: user.id });

    const last = (await signIn(t, newEmail, resetPassword)).cookies;
    const deleted = await t.json("/delete-user", {
      body: { password: resetPassword },
      cookies: last,
    });
    expect(deleted.status).toBe(200);
    expect(ofType(await eventsOf(t, user.id), "user.deleted")).toHaveLength(1);

    // Nothing secret anywhere in what the audit log stored: every column of every row.
    const stored = JSON.stringify(await storedEvents(t));
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(stored).not.toContain(secret);
    }
    expect((await verifyAuditChain((await t.auth.$context).adapter)).ok).toBe(true);
  });
});

describe.each(testDatabases())("sign-ins refused for an unverified address ($name)", (target) => {
  const server = auditServerOn(
    target,
    {},
    {
      emailAndPassword: { enabled: true, requireEmailVerification: true },
    },
  );

  it("records the failed sign-in with the reason unverified", async () => {
    const t = server();
    const email = uniqueEmail("unverified");
    const { user } = await t.signUp({ email, password: PASSWORD });
    expect((await signIn(t, email, PASSWORD)).status).toBe(403);
    const refused = ofType(await eventsOf(t, user.id), "sign-in");
    expect(refused.map((row) => [row.outcome, row.reason])).toEqual([["failure", "unverified"]]);
  });
});

describe.each(testDatabases())("sign-ins the rate limiter refuses ($name)", (target) => {
  const server = auditServerOn(target, {}, { rateLimit: { enabled: true } });

  it("records a refused sign-in with the reason rate-limited and its method, once a minute per client", async () => {
    const t = server();
    const email = uniqueEmail("limited");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await signIn(t, email, "a wrong password")).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(1);
    // A flood of refusals is one event, not a database write per refused request.
    const limited = (await storedEvents(t)).filter((row) => row.reason === "rate-limited");
    expect(limited).toHaveLength(1);
    expect(limited.every((row) => row.type === "sign-in" && row.outcome === "failure")).toBe(true);
    expect(limited.map((row) => payloadOf(row).method)).toEqual(limited.map(() => "email"));
  });
});
