import { createAuth, type DatabaseInput } from "@tollgate/auth-server";
import { fastTestPasswordHasher } from "@tollgate/auth-server/testing";
import { interopPlugins } from "../fixtures/plugins";

const origin = "http://localhost:3000";

/**
 * What an app does first on tables it did not create itself: sign up (with a username), sign in
 * by email and by username, read the session, create an organization and an API key, all over
 * auth.handler. Returns the statuses and what came back.
 */
export async function signUpAndIn(database: DatabaseInput) {
  const auth = createAuth({
    database,
    baseURL: origin,
    secret: "tollgate-test-secret-0123456789abcdef",
    logger: { disabled: process.env.INTEROP_DEBUG !== "1" },
    emailAndPassword: { enabled: true, password: fastTestPasswordHasher },
    plugins: interopPlugins(),
  });
  const call = async (path: string, body?: unknown, cookie = "") => {
    const response = await auth.handler(
      new Request(`${origin}/api/auth${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          origin,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(cookie ? { cookie } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const setCookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { status: response.status, data: await response.json(), cookie: setCookie };
  };
  const password = "correct horse battery";
  const signUp = await call("/sign-up/email", {
    email: "ada@example.com",
    password,
    name: "Ada",
    username: "ada_lovelace",
  });
  const byEmail = await call("/sign-in/email", { email: "ada@example.com", password });
  const byUsername = await call("/sign-in/username", { username: "ada_lovelace", password });
  const session = await call("/get-session", undefined, byUsername.cookie);
  const organization = await call(
    "/organization/create",
    { name: "Analytical Engines", slug: "engines" },
    byUsername.cookie,
  );
  const apiKey = await call("/api-key/create", { name: "ci" }, byUsername.cookie);
  return {
    auth,
    signUp: signUp.status,
    signInByEmail: byEmail.status,
    signInByUsername: byUsername.status,
    session: { status: session.status, username: session.data?.user?.username },
    organization: { status: organization.status, slug: organization.data?.slug },
    apiKey: { status: apiKey.status, name: apiKey.data?.name },
  };
}

/** What signUpAndIn answers when every step works. */
export const signedUpAndIn = {
  signUp: 200,
  signInByEmail: 200,
  signInByUsername: 200,
  session: { status: 200, username: "ada_lovelace" },
  organization: { status: 200, slug: "engines" },
  apiKey: { status: 200, name: "ci" },
};
