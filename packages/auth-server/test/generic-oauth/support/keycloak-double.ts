import { createHash } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/** A person at the provider. */
export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  challenge: string | null;
  user: ProviderUser;
}

export const REALM = "https://sso.example/realms/acme";
export const DISCOVERY_URL = `${REALM}/.well-known/openid-configuration`;
const OIDC = `${REALM}/protocol/openid-connect`;

/**
 * msw standing in for a Keycloak realm at the network edge: discovery, authorization (played by
 * `authorize`, the browser's visit), token (code with PKCE S256, refresh; client secret by post
 * or basic), userinfo and the JWKS, RS256 id tokens with the nonce of the authorization request.
 * `tamper` changes what the next id tokens say, to check that they are refused.
 */
export async function keycloakDouble(client: { clientId: string; clientSecret: string }) {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "realm-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, ProviderUser>();
  const refreshTokens = new Map<string, ProviderUser>();
  const calls = { discovery: 0, token: [] as URLSearchParams[], userinfo: 0, jwks: 0 };
  const tamper: {
    idToken: Record<string, unknown>;
    discoveryDown: boolean;
    omitEmailFromIdToken: boolean;
  } = {
    idToken: {},
    discoveryDown: false,
    omitEmailFromIdToken: false,
  };

  const idTokenFor = (user: ProviderUser, nonce: string | null) => {
    const { email, email_verified, name, picture } = user;
    const claims = tamper.omitEmailFromIdToken
      ? { name }
      : { email, email_verified, name, picture };
    return new SignJWT({ ...claims, ...(nonce ? { nonce } : {}), ...tamper.idToken })
      .setProtectedHeader({ alg: "RS256", kid: "realm-key" })
      .setIssuer(typeof tamper.idToken.iss === "string" ? tamper.idToken.iss : REALM)
      .setSubject(user.sub)
      .setAudience(typeof tamper.idToken.aud === "string" ? tamper.idToken.aud : client.clientId)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
  };

  const tokensFor = async (user: ProviderUser, nonce: string | null) => {
    const access = crypto.randomUUID();
    const refresh = crypto.randomUUID();
    accessTokens.set(access, user);
    refreshTokens.set(refresh, user);
    return HttpResponse.json({
      access_token: access,
      token_type: "Bearer",
      expires_in: 300,
      refresh_token: refresh,
      refresh_expires_in: 1800,
      id_token: await idTokenFor(user, nonce),
      scope: "openid email profile",
    });
  };

  const refuse = (status: number, error: string) => HttpResponse.json({ error }, { status });

  const server = setupServer(
    http.get(DISCOVERY_URL, () => {
      calls.discovery++;
      if (tamper.discoveryDown) return new HttpResponse(null, { status: 503 });
      return HttpResponse.json({
        issuer: REALM,
        authorization_endpoint: `${OIDC}/auth`,
        token_endpoint: `${OIDC}/token`,
        userinfo_endpoint: `${OIDC}/userinfo`,
        jwks_uri: `${OIDC}/certs`,
        end_session_endpoint: `${OIDC}/logout`,
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["plain", "S256"],
      });
    }),
    http.get(`${OIDC}/certs`, () => {
      calls.jwks++;
      return HttpResponse.json({ keys: [jwk] });
    }),
    http.post(`${OIDC}/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      calls.token.push(form);
      const basic = request.headers.get("authorization");
      const [id, secret] = basic?.startsWith("Basic ")
        ? atob(basic.slice(6)).split(":").map(decodeURIComponent)
        : [form.get("client_id"), form.get("client_secret")];
      if (id !== client.clientId || secret !== client.clientSecret)
        return refuse(401, "invalid_client");
      if (form.get("grant_type") === "refresh_token") {
        const user = refreshTokens.get(form.get("refresh_token") ?? "");
        if (!user) return refuse(400, "invalid_grant");
        refreshTokens.delete(form.get("refresh_token") ?? "");
        return tokensFor(user, null);
      }
      const pending = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (!pending || pending.redirectUri !== form.get("redirect_uri"))
        return refuse(400, "invalid_grant");
      if (pending.challenge) {
        const verifier = form.get("code_verifier") ?? "";
        const computed = createHash("sha256").update(verifier).digest("base64url");
        if (computed !== pending.challenge) return refuse(400, "invalid_grant");
      }
      return tokensFor(pending.user, pending.nonce);
    }),
    http.get(`${OIDC}/userinfo`, ({ request }) => {
      calls.userinfo++;
      const token = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
      const user = accessTokens.get(token);
      if (!user) return refuse(401, "invalid_token");
      return HttpResponse.json({ ...user, preferred_username: user.email?.split("@")[0] });
    }),
  );

  return {
    server,
    calls,
    tamper,
    /**
     * The browser's visit to the authorization URL, signing in as `user`: the redirect back to
     * the app with a code (and the state), as Keycloak would send it.
     */
    authorize(authorizationURL: string, user: ProviderUser): URL {
      const url = new URL(authorizationURL);
      const params = url.searchParams;
      if (`${url.origin}${url.pathname}` !== `${OIDC}/auth`)
        throw new Error(`not the realm: ${url}`);
      if (params.get("client_id") !== client.clientId) throw new Error("unknown client_id");
      const redirectUri = params.get("redirect_uri") ?? "";
      const code = crypto.randomUUID();
      codes.set(code, {
        clientId: client.clientId,
        redirectUri,
        nonce: params.get("nonce"),
        challenge:
          params.get("code_challenge_method") === "S256" ? params.get("code_challenge") : null,
        user,
      });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", params.get("state") ?? "");
      back.searchParams.set("session_state", crypto.randomUUID());
      return back;
    },
    /** An id token signed by the realm, as an app would get it itself (One Tap style). */
    idTokenFor,
    reset() {
      calls.discovery = 0;
      calls.token.length = 0;
      calls.userinfo = 0;
      calls.jwks = 0;
      tamper.idToken = {};
      tamper.discoveryDown = false;
      tamper.omitEmailFromIdToken = false;
    },
  };
}

export type KeycloakDouble = Awaited<ReturnType<typeof keycloakDouble>>;
