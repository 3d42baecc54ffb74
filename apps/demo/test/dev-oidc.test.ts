import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../e2e/support/free-port";
import { createDevOidcProvider } from "../server/dev-oidc";
import { SingleUseStore } from "../server/dev-oidc/grants";
import { CODE_LIFETIME_SECONDS } from "../server/dev-oidc/provider";
import { serveWithWebHandler } from "../server/web-bridge";

const client = {
  clientId: "demo-app",
  clientSecret: "demo-secret",
  redirectUris: ["http://app.example/callback"],
};
const basic = `Basic ${btoa("demo-app:demo-secret")}`;

// A relying party's PKCE pair, computed with node:crypto rather than the provider's own code.
const verifier = "dBjftJeZ4CVP-mJ92ZwOvW8lo5B9c6U2r9rXSkF9g5c";
const challenge = createHash("sha256").update(verifier).digest("base64url");

// The provider on its own node:http server, driven over HTTP like a relying party would.
describe("the local OpenID Connect provider", () => {
  let issuer = "";
  let server: Server;

  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const provider = await createDevOidcProvider({
      issuer: `${origin}/dev-oidc`,
      clients: [client],
    });
    issuer = provider.issuer;
    server = createServer((req, res) => {
      void serveWithWebHandler(req, res, origin, provider.handle);
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const authorizeParams = (overrides: Record<string, string | null> = {}) => {
    const params: Record<string, string | null> = {
      client_id: client.clientId,
      redirect_uri: client.redirectUris[0] ?? "",
      response_type: "code",
      scope: "openid email profile",
      state: "state-123",
      nonce: "nonce-456",
      code_challenge: challenge,
      code_challenge_method: "S256",
      ...overrides,
    };
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== null) search.set(name, value);
    return search;
  };

  const choose = (fields: Record<string, string>, overrides?: Record<string, string | null>) => {
    const form = authorizeParams(overrides);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return fetch(`${issuer}/authorize`, { method: "POST", body: form, redirect: "manual" });
  };

  const codeFor = async (fields: Record<string, string>) => {
    const response = await choose(fields);
    expect(response.status).toBe(302);
    const code = new URL(response.headers.get("location") ?? "").searchParams.get("code");
    if (!code) throw new Error("no code in the redirect");
    return code;
  };

  const exchange = (code: string, overrides: Record<string, string> = {}, auth = basic) =>
    fetch(`${issuer}/token`, {
      method: "POST",
      headers: { authorization: auth },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: client.redirectUris[0] ?? "",
        code_verifier: verifier,
        ...overrides,
      }),
    });

  it("publishes its endpoints and its signing key", async () => {
    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    const document = (await discovery.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ["S256"],
    });
    const jwks = (await (await fetch(`${issuer}/jwks`)).json()) as {
      keys: Array<Record<string, unknown>>;
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(jwks.keys[0]).not.toHaveProperty("d");
  });

  it("shows who one can be, carrying the request through the page", async () => {
    const page = await fetch(`${issuer}/authorize?${authorizeParams()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Who do you want to be?");
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain('name="nonce" value="nonce-456"');
    expect(html).toContain(`action="${issuer}/authorize"`);
    expect(html).toContain("Signing in to <strong>demo-app</strong>");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("signs in a made-up person: code, then an id token that verifies against the JWKS, then userinfo", async () => {
    const response = await choose({ person: "ada" });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe(client.redirectUris[0]);
    expect(location.searchParams.get("state")).toBe("state-123");
    expect(location.searchParams.get("iss")).toBe(issuer);

    const tokens = await exchange(location.searchParams.get("code") ?? "");
    expect(tokens.status).toBe(200);
    expect(tokens.headers.get("cache-control")).toBe("no-store");
    const body = (await tokens.json()) as Record<string, string | number>;
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });

    const idToken = String(body.id_token);
    expect(decodeProtectedHeader(idToken).alg).toBe("ES256");
    const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));
    const { payload } = await jwtVerify(idToken, jwks, { issuer, audience: client.clientId });
    expect(payload).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@dev-oidc.example",
      email_verified: true,
      nonce: "nonce-456",
    });

    const userinfo = await fetch(`${issuer}/userinfo`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toEqual({
      sub: payload.sub,
      name: "Ada Lovelace",
      email: "ada@dev-oidc.example",
      email_verified: true,
    });
  });

  it("spends a code on its first use, even a failed one", async () => {
    const code = await codeFor({ person: "grace" });
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "invalid_grant" });

    const other = await codeFor({ person: "grace" });
    const wrongVerifier = await exchange(other, { code_verifier: "x".repeat(43) });
    expect(await wrongVerifier.json()).toMatchObject({
      error: "invalid_grant",
      error_description: "code_verifier does not match the code_challenge",
    });
    expect((await exchange(other)).status).toBe(400);
  });

  it("checks the client: secret (basic or post), and the redirect URI of the request", async () => {
    const code = await codeFor({ person: "alan" });
    const wrongSecret = await exchange(code, {}, `Basic ${btoa("demo-app:wrong")}`);
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: "invalid_client" });

    const posted = await exchange(
      await codeFor({ person: "alan" }),
      { client_id: "demo-app", client_secret: "demo-secret" },
      "",
    );
    expect(posted.status).toBe(200);

    const otherRedirect = await exchange(await codeFor({ person: "alan" }), {
      redirect_uri: "http://app.example/elsewhere",
    });
    expect(await otherRedirect.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("never redirects to an unregistered redirect URI or for an unknown client", async () => {
    const foreign = await fetch(
      `${issuer}/authorize?${authorizeParams({ redirect_uri: "https://evil.example/cb" })}`,
      { redirect: "manual" },
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain("is not registered for demo-app");
    const unknown = await choose({ person: "ada" }, { client_id: "someone-else" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(
      "client_id &quot;someone-else&quot; is not a registered client",
    );
  });

  it("answers a request without PKCE S256 at the redirect URI with invalid_request", async () => {
    const plain = await fetch(
      `${issuer}/authorize?${authorizeParams({ code_challenge_method: "plain" })}`,
      { redirect: "manual" },
    );
    expect(plain.status).toBe(302);
    const location = new URL(plain.headers.get("location") ?? "");
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("state")).toBe("state-123");
    expect(location.searchParams.get("code")).toBeNull();
  });

  it("lets one type a person; the same email is the same subject, a bad email is refused", async () => {
    const typed = async (name: string, email: string) => {
      const tokens = await exchange(await codeFor({ person: "custom", name, email }));
      const { id_token } = (await tokens.json()) as { id_token: string };
      const { payload } = await jwtVerify(id_token, createRemoteJWKSet(new URL(`${issuer}/jwks`)), {
        issuer,
        audience: client.clientId,
      });
      return payload;
    };
    const first = await typed("Katherine Johnson", "Katherine@Example.com");
    expect(first).toMatchObject({ name: "Katherine Johnson", email: "katherine@example.com" });
    expect((await typed("K. Johnson", "katherine@example.com")).sub).toBe(first.sub);

    const bad = await choose({ person: "custom", name: "Nobody", email: "not-an-email" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("email is not an email address");
    expect(html).toContain('value="Nobody"');
  });

  it("answers a cancelled sign-in with access_denied", async () => {
    const response = await choose({ decision: "deny" });
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe("state-123");
  });

  it("rotates refresh tokens", async () => {
    const tokens = (await (await exchange(await codeFor({ person: "ada" }))).json()) as {
      refresh_token: string;
    };
    const refresh = (token: string) =>
      fetch(`${issuer}/token`, {
        method: "POST",
        headers: { authorization: basic },
        body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: token }),
      });
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.status).toBe(200);
    const body = (await renewed.json()) as { refresh_token: string; id_token: string };
    expect(body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it("refuses userinfo without a valid access token", async () => {
    const response = await fetch(`${issuer}/userinfo`, {
      headers: { authorization: "Bearer nope" },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain("invalid_token");
  });
});

describe("authorization codes", () => {
  it(`expire after ${CODE_LIFETIME_SECONDS} seconds`, () => {
    const codes = new SingleUseStore<string>(CODE_LIFETIME_SECONDS);
    const issuedAt = 1_000_000;
    const code = codes.issue("grant", issuedAt);
    expect(codes.peek(code, issuedAt + CODE_LIFETIME_SECONDS * 1000 - 1)).toBe("grant");
    expect(codes.take(code, issuedAt + CODE_LIFETIME_SECONDS * 1000)).toBeUndefined();
  });
});
