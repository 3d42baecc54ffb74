import { apiCall, expectEqual } from "../server/api-call";
import { signInCookie } from "../server/session-cookie";
import { pluginSuite } from "./plugin-suite";
import type { LoadCase } from "./side-by-side";

interface SessionAnswer {
  user: { id: string };
}

/**
 * A script's request: no cookie, its API key in `x-api-key`, which acts as a session of the key's
 * owner (enableSessionForAPIKeys on both sides; keys without a per-key rate limit).
 */
const sessionFromKey: LoadCase = {
  name: "GET /get-session with x-api-key (the key as a session)",
  async prepare({ server }) {
    const cookie = await signInCookie(server.url, {
      email: "key-owner@bench.test",
      password: "bench-password-123",
      name: "Key owner",
    });
    const owner = await apiCall<SessionAnswer>(server.url, cookie, "/get-session");
    const { key } = await apiCall<{ key: string }>(server.url, cookie, "/api-key/create", {
      name: "bench",
    });
    const response = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { "x-api-key": key },
    });
    const answer = (await response.json()) as SessionAnswer | null;
    expectEqual("get-session with the key: status", response.status, 200);
    expectEqual("get-session with the key: user", answer?.user.id, owner.user.id);
    return { method: "GET", path: "/api/auth/get-session", headers: { "x-api-key": key } };
  },
};

export const API_KEY_CASES: LoadCase[] = [sessionFromKey];

/** The api-key plugins side by side on SQLite: a session read with an API key. */
export const apiKeySuite = pluginSuite(
  "api-key",
  "api-key",
  API_KEY_CASES,
  "better-auth@1.7.25 + @better-auth/api-key@1.7.5",
);
