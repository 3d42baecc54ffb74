// The React client's table of the core's paths (what it cannot tell from a call: which POST-only
// endpoints may be called without body fields, which calls change the session) is checked here
// against the endpoints this server really routes and what their calls really do. The server
// owns the table and ships it in the browser-safe entry ./client-paths, which the client bundles.
import {
  CookieCarrier,
  createMailbox,
  createTestAuth,
  linkTarget,
} from "@tollgate/auth-server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isServerOnly } from "../../src/api/router";
import { CORE_PATHS } from "../../src/client-paths";
import type { AnyEndpoint } from "../../src/plugins/plugin-types";
import { coreEndpoints } from "../../src/routes/core-endpoints";
import {
  GITHUB_CLIENT,
  GOOGLE_CLIENT,
  githubUser,
  googleUser,
  providerDoubles,
} from "../../src/testing/social-provider-doubles";
import { authPath } from "../social/support/social-flow";
import { PASSWORD } from "./support";

interface RoutedEndpoint {
  path: string;
  methods: string[];
  /** The body schema accepts `{}`, what the client sends for a call without fields. */
  bodyMayBeEmpty: boolean;
}

async function acceptsEmptyBody(endpoint: AnyEndpoint): Promise<boolean> {
  const schema: unknown = endpoint.options.body;
  if (typeof schema !== "object" || schema === null || !("~standard" in schema)) return true;
  const standard = schema["~standard"];
  if (typeof standard !== "object" || standard === null || !("validate" in standard)) return true;
  if (typeof standard.validate !== "function") return true;
  const result: unknown = await standard.validate({});
  return typeof result === "object" && result !== null && !("issues" in result && result.issues);
}

/** Every core endpoint reachable over HTTP, with its methods. */
async function routedCoreEndpoints(): Promise<RoutedEndpoint[]> {
  const routed: RoutedEndpoint[] = [];
  for (const endpoint of Object.values(coreEndpoints)) {
    if (!endpoint.path || isServerOnly(endpoint)) continue;
    const { method } = endpoint.options;
    const methods = Array.isArray(method) ? [...method] : [method];
    routed.push({ path: endpoint.path, methods, bodyMayBeEmpty: await acceptsEmptyBody(endpoint) });
  }
  return routed;
}

const mailbox = createMailbox();
// GitHub and Google stand in at the network edge for the social endpoints' recipes.
const doubles = await providerDoubles();
const options = {
  socialProviders: { github: GITHUB_CLIENT, google: GOOGLE_CLIENT },
  emailAndPassword: {
    enabled: true,
    sendResetPassword: mailbox.sender("reset-password"),
    revokeSessionsOnPasswordReset: true,
  },
  emailVerification: {
    sendVerificationEmail: mailbox.sender("verification"),
    autoSignInAfterVerification: true,
  },
  user: {
    changeEmail: { enabled: true },
    deleteUser: {
      enabled: true,
      sendDeleteAccountVerification: mailbox.sender("delete-account"),
    },
  },
};
type Server = Awaited<ReturnType<typeof createTestAuth<typeof options>>>;

/** One user signed in in `browser`; `stranger` is a second browser without cookies. */
interface Scene {
  t: Server;
  email: string;
  browser: CookieCarrier;
  stranger: CookieCarrier;
}

/** Prepares what the call needs, then returns the call itself (the one observed). */
type Recipe = (scene: Scene) => Promise<() => Promise<Response>>;

const post =
  (path: string, body: (scene: Scene) => unknown = () => ({})): Recipe =>
  async (scene) =>
  () =>
    scene.t.request(path, { method: "POST", body: body(scene), cookies: scene.browser });
const get =
  (path: string, query: Record<string, string> = {}): Recipe =>
  async (scene) =>
  () =>
    scene.t.request(path, { query, cookies: scene.browser });

/** Mails a link of `kind` to the scene's user (through `request`) and returns its target. */
async function mailedLink(
  scene: Scene,
  kind: "verification" | "reset-password" | "delete-account",
  request: () => Promise<Response>,
) {
  const answer = await request();
  expect(answer.status).toBe(200);
  const mail = mailbox.last(kind);
  expect(mail.to).toBe(scene.email);
  return { ...linkTarget(mail.url), token: mail.token };
}

/** Starts /link-social for the scene's user and answers GitHub's redirect back (code, state). */
async function linkBack(scene: Scene): Promise<URL> {
  const { data } = await scene.t.json<{ url: string }>("/link-social", {
    body: { provider: "github", callbackURL: "/linked" },
    cookies: scene.browser,
  });
  return doubles.authorize(data.url, githubUser(scene.email));
}

/** Links a GitHub account to the scene's user through the whole flow. */
async function linkGitHub(scene: Scene): Promise<void> {
  const answer = await scene.t.request(authPath(await linkBack(scene)), { cookies: scene.browser });
  expect(answer.headers.get("location")).toBe("/linked");
}

const askForReset = (scene: Scene) =>
  mailedLink(scene, "reset-password", () =>
    scene.t.request("/forget-password", { body: { email: scene.email }, cookies: null }),
  );
const askForDeletion = (scene: Scene) =>
  mailedLink(scene, "delete-account", () =>
    scene.t.request("/delete-user", { body: {}, cookies: scene.browser }),
  );

/** A successful call of every routed core endpoint, by "METHOD path". */
const RECIPES: Record<string, Recipe> = {
  "GET /ok": get("/ok"),
  "GET /error": get("/error"),
  "POST /sign-up/email":
    async ({ t, stranger }) =>
    () =>
      t.request("/sign-up/email", {
        body: { email: `new-${crypto.randomUUID()}@example.com`, password: PASSWORD, name: "New" },
        cookies: stranger,
      }),
  "POST /sign-in/email":
    async ({ t, email, stranger }) =>
    () =>
      t.request("/sign-in/email", { body: { email, password: PASSWORD }, cookies: stranger }),
  "POST /sign-out": post("/sign-out"),
  "GET /get-session": get("/get-session"),
  "GET /list-sessions": get("/list-sessions"),
  "POST /revoke-session": async (scene) => {
    const { data } = await scene.t.json<{ session: { token: string } }>("/get-session", {
      cookies: scene.browser,
    });
    return post("/revoke-session", () => ({ token: data.session.token }))(scene);
  },
  "POST /revoke-sessions": post("/revoke-sessions"),
  "POST /revoke-other-sessions": post("/revoke-other-sessions"),
  "POST /update-user": post("/update-user", () => ({ name: "Renamed" })),
  "POST /send-verification-email": post("/send-verification-email", ({ email }) => ({ email })),
  "GET /verify-email": async (scene) => {
    const link = await mailedLink(scene, "verification", () =>
      scene.t.request("/send-verification-email", { body: { email: scene.email }, cookies: null }),
    );
    return get(link.path, link.query)(scene);
  },
  "POST /forget-password": post("/forget-password", ({ email }) => ({ email })),
  "POST /request-password-reset": post("/request-password-reset", ({ email }) => ({ email })),
  "GET /reset-password/:token": async (scene) => {
    const link = await askForReset(scene);
    return get(link.path, link.query)(scene);
  },
  "POST /reset-password": async (scene) => {
    const { token } = await askForReset(scene);
    return post("/reset-password", () => ({ newPassword: "another horse battery", token }))(scene);
  },
  "POST /change-password": post("/change-password", () => ({
    currentPassword: PASSWORD,
    newPassword: "another horse battery",
    revokeOtherSessions: true,
  })),
  "POST /change-email": post("/change-email", () => ({
    newEmail: `changed-${crypto.randomUUID()}@example.com`,
  })),
  "POST /delete-user": async (scene) => {
    const { token } = await askForDeletion(scene);
    return post("/delete-user", () => ({ token }))(scene);
  },
  "GET /delete-user/callback": async (scene) => {
    const link = await askForDeletion(scene);
    return get(link.path, link.query)(scene);
  },
  "GET /list-accounts": get("/list-accounts"),
  "POST /sign-in/social":
    async ({ t, stranger }) =>
    async () => {
      const token = await doubles.googleIdToken(
        googleUser(`g-${crypto.randomUUID()}@example.com`),
        { nonce: "table-nonce" },
      );
      return t.request("/sign-in/social", {
        body: { provider: "google", idToken: { token, nonce: "table-nonce" } },
        cookies: stranger,
      });
    },
  "GET /callback/:id": async (scene) => {
    const back = await linkBack(scene);
    return get(authPath(back).split("?")[0] ?? "", Object.fromEntries(back.searchParams))(scene);
  },
  "POST /callback/:id": async (scene) => {
    const back = await linkBack(scene);
    return post("/callback/github", () => Object.fromEntries(back.searchParams))(scene);
  },
  "POST /link-social": post("/link-social", () => ({ provider: "github", callbackURL: "/x" })),
  "POST /unlink-account": async (scene) => {
    await linkGitHub(scene);
    return post("/unlink-account", () => ({ providerId: "github" }))(scene);
  },
  "POST /get-access-token": async (scene) => {
    await linkGitHub(scene);
    return post("/get-access-token", () => ({ providerId: "github" }))(scene);
  },
  "POST /refresh-token": async (scene) => {
    await linkGitHub(scene);
    return post("/refresh-token", () => ({ providerId: "github" }))(scene);
  },
};

/**
 * Declared although its call leaves the calling browser's session as it was (it ends the other
 * sessions): Better Auth's client refetches the session after it too.
 */
const DECLARED_FOR_COMPATIBILITY = ["/revoke-other-sessions"];

/** The session's own cookies; others (a social flow's oauth_state) say nothing of the session. */
const SESSION_COOKIE = /\.(session_token|session_data|dont_remember)$/;

/** What session cookies a browser holds and what get-session answers it (cookies untouched). */
async function view(t: Server, browser: CookieCarrier): Promise<string> {
  const copy = new CookieCarrier();
  for (const name of browser.names()) copy.set(name, browser.get(name) ?? "");
  const session = await t.json("/get-session", {
    query: { disableCookieCache: "true" },
    cookies: copy,
  });
  const cookies = browser
    .names()
    .filter((name) => SESSION_COOKIE.test(name))
    .map((name) => `${name}=${browser.get(name)}`);
  return JSON.stringify({ cookies, session: session.data });
}

describe("the client's table of core paths against the routed core endpoints (SQLite: no database behaviour involved)", () => {
  let routed: RoutedEndpoint[] = [];
  /** Paths whose recipe call changed a browser's cookies or its get-session answer. */
  const changingSession = new Set<string>();

  // One sign-up (a password hash) per recipe, and more hashing in a few: slow on a busy machine.
  afterAll(() => doubles.server.close());
  beforeAll(async () => {
    doubles.server.listen({ onUnhandledRequest: "error" });
    routed = await routedCoreEndpoints();
    const t = await createTestAuth(options);
    for (const [route, recipe] of Object.entries(RECIPES)) {
      const signedUp = await t.signUp({ password: PASSWORD });
      const scene = {
        t,
        email: signedUp.user.email,
        browser: signedUp.cookies,
        stranger: t.newBrowser(),
      };
      const call = await recipe(scene);
      const before = [await view(t, scene.browser), await view(t, scene.stranger)];
      const answer = await call();
      if (answer.status >= 400)
        throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
      const after = [await view(t, scene.browser), await view(t, scene.stranger)];
      if (before.join() !== after.join()) changingSession.add(route.slice(route.indexOf(" ") + 1));
    }
  }, 60_000);

  it("there is a successful call above for every routed core endpoint and method", () => {
    const routes = routed.flatMap(({ path, methods }) => methods.map((m) => `${m} ${path}`));
    expect(Object.keys(RECIPES).sort()).toEqual(routes.sort());
  });

  it("pathMethods names exactly the POST-only endpoints whose body may be empty", () => {
    const postWithoutBody = routed
      .filter(({ methods, bodyMayBeEmpty }) => methods.join() === "POST" && bodyMayBeEmpty)
      .map(({ path }) => path);
    expect(Object.keys(CORE_PATHS.pathMethods).sort()).toEqual(postWithoutBody.sort());
    expect(new Set(Object.values(CORE_PATHS.pathMethods))).toEqual(new Set(["POST"]));
  });

  it("sessionChangingPaths names exactly the core paths whose call changes a browser's session cookies or get-session answer", () => {
    const declared = CORE_PATHS.sessionChangingPaths;
    expect([...changingSession].filter((path) => !declared.includes(path))).toEqual([]);
    expect(declared.filter((path) => !changingSession.has(path))).toEqual(
      DECLARED_FOR_COMPATIBILITY,
    );
  });

  it("sessionChangingPaths names only routed core paths the client can call (no :params)", () => {
    const callable = routed.map(({ path }) => path).filter((path) => !path.includes(":"));
    for (const path of CORE_PATHS.sessionChangingPaths) expect(callable).toContain(path);
  });
});
