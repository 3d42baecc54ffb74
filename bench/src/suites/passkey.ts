import {
  type CreationOptions,
  type RequestOptions,
  SoftwareAuthenticator,
} from "@tollgate/passkey-plugin/testing";
import { apiCall, expectEqual } from "../server/api-call";
import { cookieOf } from "../server/flow-load";
import { signInCookie } from "../server/session-cookie";
import { pluginSuite } from "./plugin-suite";
import { type LoadCase, loadTiming } from "./side-by-side";

// The relying party both servers are given (servers/ours.mjs and better-auth.mjs).
const RP_ID = "127.0.0.1";
const ORIGIN = "http://127.0.0.1";
const JSON_HEADERS = { "content-type": "application/json", origin: ORIGIN };

/** A request of the ceremony; any answer but 200 fails the benchmark. */
async function call<T>(url: string, init: RequestInit): Promise<{ data: T; cookie: string }> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text}`);
  return { data: JSON.parse(text) as T, cookie: cookieOf(response) };
}

/** Adds a passkey made by `authenticator` to the signed-in user of `session`. */
async function register(base: string, session: string, authenticator: SoftwareAuthenticator) {
  const options = await call<CreationOptions>(`${base}/passkey/generate-register-options`, {
    headers: { ...JSON_HEADERS, cookie: session },
  });
  await call(`${base}/passkey/verify-registration`, {
    method: "POST",
    headers: { ...JSON_HEADERS, cookie: `${session}; ${options.cookie}` },
    body: JSON.stringify({
      response: await authenticator.register(options.data, ORIGIN, RP_ID),
      name: "bench",
    }),
  });
}

/**
 * A username-less passkey sign-in from a new browser: GET /passkey/generate-authenticate-options
 * (a challenge, kept by its cookie), then POST /passkey/verify-authentication with the assertion
 * a software authenticator signs over it; the server checks the signature, the origin, the
 * relying party and the counter, and starts a session. Each concurrent loop has its own
 * authenticator (its own passkey of the same user), so signature counts rise in order. Before
 * the load, one ceremony is checked on both sides: the session it starts is the user's.
 */
const passkeySignIn: LoadCase = {
  name: "passkey sign-in: GET generate-authenticate-options → POST verify-authentication",
  async prepare({ server }) {
    const base = `${server.url}/api/auth`;
    const session = await signInCookie(server.url, {
      email: "passkey-user@bench.test",
      password: "bench-password-123",
      name: "Passkey user",
    });
    const { user } = await apiCall<{ user: { id: string } }>(server.url, session, "/get-session");
    const authenticators: SoftwareAuthenticator[] = [];
    for (let index = 0; index < loadTiming({ quick: false }).connections; index++) {
      const authenticator = await SoftwareAuthenticator.create();
      await register(base, session, authenticator);
      authenticators.push(authenticator);
    }
    const ceremony = async (worker: number) => {
      const authenticator = authenticators[worker];
      if (!authenticator) throw new Error(`passkey: no authenticator for loop ${worker}`);
      const options = await call<RequestOptions>(`${base}/passkey/generate-authenticate-options`, {
        headers: JSON_HEADERS,
      });
      const verified = await call(`${base}/passkey/verify-authentication`, {
        method: "POST",
        headers: { ...JSON_HEADERS, cookie: options.cookie },
        body: JSON.stringify({
          response: await authenticator.assert(options.data, ORIGIN, { rpId: RP_ID }),
        }),
      });
      return verified.cookie;
    };
    const signedIn = await apiCall<{ user: { id: string } }>(
      server.url,
      await ceremony(0),
      "/get-session",
    );
    expectEqual("the session of the passkey: user", signedIn.user.id, user.id);
    return {
      flow: async (worker: number) => {
        await ceremony(worker);
      },
    };
  },
};

export const PASSKEY_CASES: LoadCase[] = [passkeySignIn];

/** The passkey plugins side by side on SQLite: the authentication ceremony. */
export const passkeySuite = pluginSuite(
  "passkey",
  "passkey",
  PASSKEY_CASES,
  "better-auth@1.7.25 + @better-auth/passkey@1.7.6",
);
