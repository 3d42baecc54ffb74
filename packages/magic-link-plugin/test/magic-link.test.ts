import { describe, expect, it } from "vitest";
import { freshEmail, serverWithMagicLinks } from "./support/magic-link-server";

interface SignedIn {
  token: string;
  user: { id: string; email: string; emailVerified: boolean; name: string };
  session: { userId: string };
}
interface ErrorBody {
  code: string;
  message: string;
}

describe("POST /sign-in/magic-link", () => {
  it("mails a link to GET /magic-link/verify with a 32-letter token and the redirects", async () => {
    const { mailbox, linkFor, requestLink } = await serverWithMagicLinks();
    const email = freshEmail();
    const { status, data } = await requestLink(email, {
      callbackURL: "/dashboard",
      newUserCallbackURL: "/welcome",
      errorCallbackURL: "/sign-in",
    });
    expect(status).toBe(200);
    expect(data).toEqual({ status: true });
    expect(mailbox).toHaveLength(1);
    const { url, token, query } = linkFor(email);
    expect(url.origin + url.pathname).toBe("http://localhost:3000/api/auth/magic-link/verify");
    expect(token).toMatch(/^[A-Za-z]{32}$/);
    expect(query).toEqual({
      token,
      callbackURL: "/dashboard",
      newUserCallbackURL: "/welcome",
      errorCallbackURL: "/sign-in",
    });
  });

  it("stores only a hash of the token", async () => {
    const { t, linkFor, requestLink } = await serverWithMagicLinks();
    const email = freshEmail();
    await requestLink(email);
    const { token } = linkFor(email);
    const adapter = (await t.auth.$context).adapter;
    const rows = await adapter.findMany<{ identifier: string; value: string }>({
      model: "verification",
    });
    const link = rows.find((row) => row.identifier.startsWith("magic-link:"));
    expect(link?.identifier).not.toContain(token);
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(
      false,
    );
  });

  it("refuses a bad email with 400 naming the field, and an untrusted callbackURL with 403", async () => {
    const { requestLink, mailbox } = await serverWithMagicLinks();
    const bad = await requestLink("not-an-email");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain("email");
    const foreign = await requestLink(freshEmail(), { callbackURL: "https://evil.example/x" });
    expect(foreign.status).toBe(403);
    expect(foreign.data.code).toBe("INVALID_CALLBACK_URL");
    expect(mailbox).toHaveLength(0);
  });

  it("mails one address at most 3 times per 10 minutes by default: then 429, whatever the IP", async () => {
    const { requestLink, mailbox } = await serverWithMagicLinks();
    const email = freshEmail();
    for (let sent = 0; sent < 3; sent++) expect((await requestLink(email)).status).toBe(200);
    const fourth = await requestLink(email.toUpperCase());
    expect(fourth.status).toBe(429);
    expect(fourth.data.code).toBe("TOO_MANY_MAGIC_LINKS");
    expect(mailbox).toHaveLength(3);
    expect((await requestLink(freshEmail())).status).toBe(200);
  });

  it("limits each IP on both endpoints when rate limiting is on (5 per minute by default)", async () => {
    const { requestLink } = await serverWithMagicLinks({}, { rateLimit: { enabled: true } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestLink(freshEmail())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("answers 500 and keeps no usable link when the mail cannot be sent", async () => {
    const { t, requestLink } = await serverWithMagicLinks({
      sendMagicLink: () => {
        throw new Error("smtp down");
      },
    });
    const { status, data } = await requestLink(freshEmail());
    expect(status).toBe(500);
    expect(data.code).toBe("FAILED_TO_SEND_MAGIC_LINK");
    const adapter = (await t.auth.$context).adapter;
    expect(
      await adapter.count({
        model: "verification",
        where: [{ field: "identifier", value: "magic-link:", operator: "starts_with" }],
      }),
    ).toBe(0);
  });
});

describe("GET /magic-link/verify", () => {
  it("creates an unknown user with the address verified and the name given, then redirects to newUserCallbackURL", async () => {
    const { t, linkFor, requestLink } = await serverWithMagicLinks();
    const email = freshEmail("new");
    await requestLink(email, {
      name: "Grace",
      callbackURL: "/home",
      newUserCallbackURL: "/welcome",
    });
    const browser = t.newBrowser();
    const answer = await t.request("/magic-link/verify", {
      query: linkFor(email).query,
      cookies: browser,
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/welcome");
    const session = await t.json<SignedIn>("/get-session", { cookies: browser });
    expect(session.data.user).toMatchObject({ email, name: "Grace", emailVerified: true });
  });

  it("signs a known user in and redirects to callbackURL", async () => {
    const { t, linkFor, requestLink } = await serverWithMagicLinks();
    const { user } = await t.signUp({ email: freshEmail("known") });
    await requestLink(user.email, { callbackURL: "/home", newUserCallbackURL: "/welcome" });
    const browser = t.newBrowser();
    const answer = await t.request("/magic-link/verify", {
      query: linkFor(user.email).query,
      cookies: browser,
    });
    expect(answer.headers.get("location")).toBe("/home");
    const session = await t.json<SignedIn>("/get-session", { cookies: browser });
    expect(session.data.user.id).toBe(user.id);
  });

  it("answers {token, user, session} as JSON without a callbackURL", async () => {
    const { t, linkFor, requestLink } = await serverWithMagicLinks();
    const email = freshEmail();
    await requestLink(email);
    const { token } = linkFor(email);
    const { status, data } = await t.json<SignedIn>("/magic-link/verify", {
      query: { token },
      cookies: t.newBrowser(),
    });
    expect(status).toBe(200);
    expect(data.token).toEqual(expect.any(String));
    expect(data.user.email).toBe(email);
    expect(data.session.userId).toBe(data.user.id);
  });

  it("is single use: a second visit answers 401 INVALID_TOKEN, or redirects with ?error=INVALID_TOKEN", async () => {
    const { t, linkFor, requestLink } = await serverWithMagicLinks();
    const email = freshEmail();
    await requestLink(email, { callbackURL: "/home", errorCallbackURL: "/sign-in" });
    const { query, token } = linkFor(email);
    expect((await t.request("/magic-link/verify", { query, cookies: t.newBrowser() })).status).toBe(
      302,
    );
    const again = await t.request("/magic-link/verify", { query, cookies: t.newBrowser() });
    expect(again.headers.get("location")).toBe(
      "/sign-in?error=INVALID_TOKEN&error_description=invalid+token",
    );
    const json = await t.json<ErrorBody>("/magic-link/verify", { query: { token }, cookies: null });
    expect(json.status).toBe(401);
    expect(json.data).toEqual({ code: "INVALID_TOKEN", message: "invalid token" });
  });

  it("refuses an expired link with EXPIRED_TOKEN and removes it", async () => {
    const { t, linkFor, requestLink } = await serverWithMagicLinks();
    const email = freshEmail();
    await requestLink(email);
    const adapter = (await t.auth.$context).adapter;
    await adapter.updateMany({
      model: "verification",
      where: [{ field: "identifier", value: "magic-link:", operator: "starts_with" }],
      update: { expiresAt: new Date(Date.now() - 1000) },
    });
    const { token } = linkFor(email);
    const first = await t.json<ErrorBody>("/magic-link/verify", {
      query: { token },
      cookies: null,
    });
    expect(first.status).toBe(401);
    expect(first.data.code).toBe("EXPIRED_TOKEN");
    const second = await t.json<ErrorBody>("/magic-link/verify", {
      query: { token },
      cookies: null,
    });
    expect(second.data.code).toBe("INVALID_TOKEN");
  });

  it("with sign-up disabled mails nobody unknown, and a link whose user is gone redirects with new_user_signup_disabled", async () => {
    const { t, mailbox, linkFor, requestLink } = await serverWithMagicLinks({
      disableSignUp: true,
    });
    expect((await requestLink(freshEmail())).data).toEqual({ status: true });
    expect(mailbox).toHaveLength(0);
    const { user } = await t.signUp({ email: freshEmail("leaving") });
    await requestLink(user.email, { callbackURL: "/home" });
    await t.auth.api.deleteUser({ body: {}, headers: { cookie: "" } }).catch(() => undefined);
    const adapter = (await t.auth.$context).adapter;
    await adapter.delete({ model: "user", where: [{ field: "id", value: user.id }] });
    const answer = await t.request("/magic-link/verify", {
      query: linkFor(user.email).query,
      cookies: null,
    });
    expect(answer.headers.get("location")).toMatch(/^\/home\?error=new_user_signup_disabled&/);
  });

  it("verifies an unverified address and ends the sessions made before it was proven", async () => {
    const { t, linkFor, requestLink } = await serverWithMagicLinks();
    const squatter = await t.signUp({ email: freshEmail("victim") });
    expect((await t.json("/get-session", { cookies: squatter.cookies })).data).not.toBeNull();
    await requestLink(squatter.user.email);
    const owner = t.newBrowser();
    const { data } = await t.json<SignedIn>("/magic-link/verify", {
      query: { token: linkFor(squatter.user.email).token },
      cookies: owner,
    });
    expect(data.user.emailVerified).toBe(true);
    expect((await t.json("/get-session", { cookies: squatter.cookies })).data).toBeNull();
    expect((await t.json<SignedIn>("/get-session", { cookies: owner })).data.user.id).toBe(
      squatter.user.id,
    );
  });
});
