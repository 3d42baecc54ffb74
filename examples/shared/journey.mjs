// The journey every example is driven through over HTTP, as a browser on the app's origin
// would: sign-up, get-session, sign-out, sign-in, and the app's own route that reads the
// session on the server (GET /me, through auth.api.getSession).
import assert from "node:assert/strict";

/** Cookies as a browser keeps them: set by Set-Cookie, removed by Max-Age=0. */
class CookieJar {
  #cookies = new Map();

  take(response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      if (/;\s*max-age=0/i.test(header) || pair.slice(eq + 1) === "") this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(eq + 1));
    }
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  has(suffix) {
    return [...this.#cookies.keys()].some((name) => name.endsWith(suffix));
  }
}

export async function journey(baseURL, log = () => {}) {
  const jar = new CookieJar();
  const call = async (method, path, body) => {
    const headers = { origin: baseURL };
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(new URL(path, baseURL), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    jar.take(response);
    const text = await response.text();
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    return { status: response.status, data, response };
  };
  const email = `journey-${Date.now()}@example.com`;
  const password = "correct horse battery staple";

  const signUp = await call("POST", "/api/auth/sign-up/email", { name: "Ada", email, password });
  assert.equal(
    signUp.status,
    200,
    `sign-up answered ${signUp.status}: ${JSON.stringify(signUp.data)}`,
  );
  assert.match(signUp.response.headers.get("content-type") ?? "", /application\/json/);
  assert.ok(jar.has(".session_token"), "sign-up set no session cookie");
  log("sign-up: 200, session cookie set");

  const session = await call("GET", "/api/auth/get-session");
  assert.equal(session.status, 200);
  assert.equal(session.data?.user?.email, email, "get-session does not know the new user");
  const me = await call("GET", "/me");
  assert.equal(me.status, 200, `GET /me answered ${me.status}: ${JSON.stringify(me.data)}`);
  assert.equal(me.data?.email, email, "the app's server-side session read disagrees");
  log("get-session and the app's /me: signed in");

  const signOut = await call("POST", "/api/auth/sign-out", {});
  assert.equal(signOut.status, 200, `sign-out answered ${signOut.status}`);
  assert.ok(!jar.has(".session_token"), "sign-out left the session cookie");
  const after = await call("GET", "/api/auth/get-session");
  assert.equal(after.data, null, "get-session still answers a session after sign-out");
  const meAfter = await call("GET", "/me");
  assert.equal(meAfter.status, 401, `GET /me after sign-out answered ${meAfter.status}`);
  log("sign-out: cookie cleared, no session");

  const wrong = await call("POST", "/api/auth/sign-in/email", {
    email,
    password: "wrong password!",
  });
  assert.equal(wrong.status, 401, `a wrong password answered ${wrong.status}`);
  const signIn = await call("POST", "/api/auth/sign-in/email", { email, password });
  assert.equal(
    signIn.status,
    200,
    `sign-in answered ${signIn.status}: ${JSON.stringify(signIn.data)}`,
  );
  const again = await call("GET", "/api/auth/get-session");
  assert.equal(again.data?.user?.email, email);
  const meAgain = await call("GET", "/me");
  assert.equal(meAgain.data?.email, email);
  log("sign-in: 401 on a wrong password, then signed in");

  const finalSignOut = await call("POST", "/api/auth/sign-out", {});
  assert.equal(finalSignOut.status, 200);
  assert.equal((await call("GET", "/api/auth/get-session")).data, null);
  log("sign-out again: no session");
}

// `node journey.mjs http://127.0.0.1:3000`: the journey against a running example.
if (import.meta.url === `file://${process.argv[1]}`) {
  const baseURL = process.argv[2] ?? "http://127.0.0.1:3000";
  await journey(baseURL, (line) => console.log(line));
  console.log(`journey passed against ${baseURL}`);
}
