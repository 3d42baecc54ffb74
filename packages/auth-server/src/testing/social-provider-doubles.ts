import { createHash } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export const GITHUB_CLIENT = { clientId: "gh-client", clientSecret: "gh-secret" };
export const GOOGLE_CLIENT = {
  clientId: "google-client.apps.googleusercontent.com",
  clientSecret: "google-secret",
};

/** A person at GitHub. */
export interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
  /** The public profile email (often null). */
  email: string | null;
  /** What /user/emails lists. */
  emails: { email: string; primary: boolean; verified: boolean }[];
}

/** A person at Google. */
export interface GoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
}

interface PendingCode {
  provider: "github" | "google";
  redirectUri: string;
  challenge: string | null;
  user: GitHubUser | GoogleUser;
}

const GOOGLE_ISSUER = "https://accounts.google.com";

/**
 * msw standing in for GitHub and Google at the network edge: authorization (played by
 * `authorize`, the browser's visit), token endpoints (code, with PKCE S256 for Google, and
 * refresh), GitHub's /user and /user/emails, Google's JWKS (ES256 key made here) and RS… id
 * tokens signed with it. `fail` makes an endpoint refuse, to check the callback's error codes.
 * Needs `msw` (an optional peer), loaded here only.
 */
export async function providerDoubles() {
  const { HttpResponse, http } = await import("msw");
  const { setupServer } = await import("msw/node");
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "google-key", alg: "ES256", use: "sig" };
  const codes = new Map<string, PendingCode>();
  const githubTokens = new Map<string, GitHubUser>();
  const refreshTokens = new Map<string, GitHubUser | GoogleUser>();
  const calls = { token: [] as URLSearchParams[], jwks: 0, githubUser: 0 };
  const fail = { token: false, githubUser: false };
  let refreshCount = 0;

  const googleIdToken = (user: GoogleUser, claims: Record<string, unknown> = {}) =>
    new SignJWT({
      email: user.email,
      email_verified: user.email_verified,
      name: user.name,
      picture: user.picture,
      ...claims,
    })
      .setProtectedHeader({ alg: "ES256", kid: "google-key" })
      .setIssuer(typeof claims.iss === "string" ? claims.iss : GOOGLE_ISSUER)
      .setSubject(user.sub)
      .setAudience(typeof claims.aud === "string" ? claims.aud : GOOGLE_CLIENT.clientId)
      .setIssuedAt()
      .setExpirationTime(typeof claims.exp === "number" ? claims.exp : "5m")
      .sign(privateKey);

  const basicCredentials = (request: Request, form: URLSearchParams) => {
    const basic = request.headers.get("authorization");
    return basic?.startsWith("Basic ")
      ? atob(basic.slice(6)).split(":").map(decodeURIComponent)
      : [form.get("client_id"), form.get("client_secret")];
  };
  // GitHub answers a bad code with 200 and an error body (its documented behaviour); the
  // others with 400. (Under msw, arctic never finishes reading a 400/401 answer to its token
  // request, so the Google double's refusals are only exercised where no code is exchanged.)
  const refuse = (status: number, error: string, provider: "github" | "google") =>
    HttpResponse.json(
      { error, error_description: `refused: ${error}` },
      { status: provider === "github" ? 200 : status },
    );

  const issueTokens = async (user: GitHubUser | GoogleUser) => {
    const access = `access-${crypto.randomUUID()}`;
    const refresh = `refresh-${crypto.randomUUID()}`;
    refreshTokens.set(refresh, user);
    if ("login" in user) {
      githubTokens.set(access, user);
      return HttpResponse.json({
        access_token: access,
        token_type: "bearer",
        scope: "read:user,user:email",
        expires_in: 28800,
        refresh_token: refresh,
        refresh_token_expires_in: 15897600,
      });
    }
    return HttpResponse.json({
      access_token: access,
      token_type: "Bearer",
      expires_in: 3599,
      refresh_token: refresh,
      scope:
        "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
      id_token: await googleIdToken(user),
    });
  };

  const tokenEndpoint =
    (provider: "github" | "google", client: typeof GITHUB_CLIENT) =>
    async ({ request }: { request: Request }) => {
      const form = new URLSearchParams(await request.text());
      calls.token.push(form);
      if (fail.token) return refuse(400, "invalid_grant", provider);
      const [id, secret] = basicCredentials(request, form);
      if (id !== client.clientId || secret !== client.clientSecret)
        return refuse(401, "invalid_client", provider);
      if (form.get("grant_type") === "refresh_token") {
        const user = refreshTokens.get(form.get("refresh_token") ?? "");
        if (!user) return refuse(400, "invalid_grant", provider);
        refreshTokens.delete(form.get("refresh_token") ?? "");
        refreshCount++;
        return issueTokens(user);
      }
      const code = form.get("code") ?? "";
      const pending = codes.get(code);
      codes.delete(code);
      if (!pending || pending.provider !== provider) return refuse(400, "invalid_grant", provider);
      if (pending.redirectUri !== form.get("redirect_uri"))
        return refuse(400, "invalid_grant", provider);
      if (pending.challenge) {
        const verifier = form.get("code_verifier") ?? "";
        if (createHash("sha256").update(verifier).digest("base64url") !== pending.challenge)
          return refuse(400, "invalid_grant", provider);
      }
      return issueTokens(pending.user);
    };

  const githubUserOf = (request: Request) =>
    githubTokens.get(request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "");

  const server = setupServer(
    http.post(
      "https://github.com/login/oauth/access_token",
      tokenEndpoint("github", GITHUB_CLIENT),
    ),
    http.post("https://oauth2.googleapis.com/token", tokenEndpoint("google", GOOGLE_CLIENT)),
    http.get("https://api.github.com/user", ({ request }) => {
      calls.githubUser++;
      const user = githubUserOf(request);
      if (fail.githubUser) return new HttpResponse(null, { status: 502 });
      if (!user) return HttpResponse.json({ message: "Bad credentials" }, { status: 401 });
      if (!request.headers.get("user-agent")) return new HttpResponse(null, { status: 403 });
      return HttpResponse.json({
        id: user.id,
        login: user.login,
        name: user.name,
        email: user.email,
        avatar_url: `https://avatars.githubusercontent.com/u/${user.id}`,
        html_url: `https://github.com/${user.login}`,
      });
    }),
    http.get("https://api.github.com/user/emails", ({ request }) => {
      const user = githubUserOf(request);
      if (!user) return HttpResponse.json({ message: "Bad credentials" }, { status: 401 });
      return HttpResponse.json(user.emails.map((entry) => ({ ...entry, visibility: null })));
    }),
    http.get("https://www.googleapis.com/oauth2/v3/certs", () => {
      calls.jwks++;
      return HttpResponse.json({ keys: [jwk] });
    }),
  );

  return {
    server,
    calls,
    fail,
    refreshCount: () => refreshCount,
    /**
     * The browser's visit to an authorization URL of GitHub or Google, signing in as `user`:
     * the redirect back to the app with a code and the state, as the provider sends it.
     */
    authorize(authorizationURL: string, user: GitHubUser | GoogleUser): URL {
      const url = new URL(authorizationURL);
      const params = url.searchParams;
      const provider =
        url.origin === "https://github.com"
          ? "github"
          : url.origin === "https://accounts.google.com"
            ? "google"
            : null;
      if (!provider) throw new Error(`not GitHub or Google: ${url}`);
      const client = provider === "github" ? GITHUB_CLIENT : GOOGLE_CLIENT;
      if (params.get("client_id") !== client.clientId) throw new Error("unknown client_id");
      const redirectUri = params.get("redirect_uri") ?? "";
      const code = `code-${crypto.randomUUID()}`;
      codes.set(code, {
        provider,
        redirectUri,
        challenge:
          params.get("code_challenge_method") === "S256" ? params.get("code_challenge") : null,
        user,
      });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", params.get("state") ?? "");
      return back;
    },
    /** A Google id token as an app gets it itself (One Tap); `claims` override the defaults. */
    googleIdToken,
    /** An id token signed by a key Google never published. */
    async forgedIdToken(user: GoogleUser) {
      const other = await generateKeyPair("ES256");
      return new SignJWT({ email: user.email, email_verified: true })
        .setProtectedHeader({ alg: "ES256", kid: "google-key" })
        .setIssuer(GOOGLE_ISSUER)
        .setSubject(user.sub)
        .setAudience(GOOGLE_CLIENT.clientId)
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(other.privateKey);
    },
    reset() {
      calls.token.length = 0;
      calls.jwks = 0;
      calls.githubUser = 0;
      fail.token = false;
      fail.githubUser = false;
    },
  };
}

export type ProviderDoubles = Awaited<ReturnType<typeof providerDoubles>>;

let nextId = 1000;

/** A GitHub user whose primary email is `email`, verified or not. */
export function githubUser(email: string | null, verified = true): GitHubUser {
  const id = nextId++;
  return {
    id,
    login: `octo${id}`,
    name: `Octo ${id}`,
    email: null,
    emails: email ? [{ email, primary: true, verified }] : [],
  };
}

/** A Google user with `email`, verified or not. */
export function googleUser(email: string, verified = true): GoogleUser {
  const id = nextId++;
  return {
    sub: `1${id}`,
    email,
    email_verified: verified,
    name: `Goo ${id}`,
    picture: `https://lh3.googleusercontent.com/a/${id}`,
  };
}
