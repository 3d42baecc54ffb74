// Better Auth's own client and its usernameClient (from npm) against a Tollgate server with this
// plugin: an app written for Better Auth's username plugin runs unchanged.
import { CookieCarrier, inProcessBrowserFetch, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { createAuthClient } from "better-auth/client";
import { usernameClient } from "better-auth/client/plugins";
import { describe, expect, it } from "vitest";
import { serverWithUsernames } from "./support/in-process-client";

const PASSWORD = "correct horse battery";

async function betterAuthClient() {
  const server = await serverWithUsernames();
  const client = createAuthClient({
    baseURL: TEST_BASE_URL,
    plugins: [usernameClient()],
    fetchOptions: { customFetchImpl: inProcessBrowserFetch(server.auth, new CookieCarrier()) },
  });
  return { client };
}

describe("Better Auth's usernameClient against this plugin", () => {
  it("signs up with a username, signs in with it and reads it back", async () => {
    const { client } = await betterAuthClient();
    const signUp = await client.signUp.email({
      email: "ba-user@example.com",
      password: PASSWORD,
      name: "BA",
      username: "BA.User",
      displayUsername: "BA.User",
    });
    expect(signUp.error).toBeNull();
    await client.signOut();

    const signIn = await client.signIn.username({ username: "ba.user", password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data?.user).toMatchObject({ username: "ba.user", displayUsername: "BA.User" });
    const session = await client.getSession();
    expect(session.data?.user).toMatchObject({ username: "ba.user" });
  });

  it("checks availability and reports the plugin's errors", async () => {
    const { client } = await betterAuthClient();
    await client.signUp.email({
      email: "taken@example.com",
      password: PASSWORD,
      name: "Taken",
      username: "taken_name",
    });
    expect((await client.isUsernameAvailable({ username: "Taken_Name" })).data).toEqual({
      available: false,
    });
    expect((await client.isUsernameAvailable({ username: "free_name" })).data).toEqual({
      available: true,
    });
    await client.signOut();
    const wrong = await client.signIn.username({ username: "taken_name", password: "not it!!" });
    expect(wrong.error).toMatchObject({ status: 401, code: "INVALID_USERNAME_OR_PASSWORD" });
  });
});
