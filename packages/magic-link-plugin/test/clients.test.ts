// Better Auth's own client with its magicLinkClient (from npm), and our client twin, against a
// Tollgate server with this plugin: an app written for Better Auth's magic link runs unchanged.
import { createAuthClient as createOurClient } from "@tollgate/auth-client-react";
import { CookieCarrier, inProcessBrowserFetch, TEST_BASE_URL } from "@tollgate/auth-server/testing";
import { createAuthClient } from "better-auth/client";
import { magicLinkClient as betterAuthMagicLinkClient } from "better-auth/client/plugins";
import { describe, expect, it } from "vitest";
import { magicLinkClient } from "../src/client";
import { freshEmail, serverWithMagicLinks } from "./support/magic-link-server";

describe("Better Auth's magicLinkClient against this plugin", () => {
  it("requests a link, verifies it and reads the session", async () => {
    const { t, linkFor } = await serverWithMagicLinks();
    const jar = new CookieCarrier();
    const client = createAuthClient({
      baseURL: TEST_BASE_URL,
      plugins: [betterAuthMagicLinkClient()],
      fetchOptions: { customFetchImpl: inProcessBrowserFetch(t.auth, jar) },
    });
    const email = freshEmail("ba");
    const sent = await client.signIn.magicLink({ email, name: "Ada" });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ status: true });
    const verified = await client.magicLink.verify({ query: { token: linkFor(email).token } });
    expect(verified.error).toBeNull();
    expect(verified.data?.user).toMatchObject({ email, name: "Ada", emailVerified: true });
    const session = await client.getSession();
    expect(session.data?.user.email).toBe(email);
    const reused = await client.magicLink.verify({ query: { token: linkFor(email).token } });
    expect(reused.error).toMatchObject({ status: 401, code: "INVALID_TOKEN" });
  });
});

describe("our magicLinkClient", () => {
  it("types signIn.magicLink and magicLink.verify, and the session store follows the verify", async () => {
    const { t, linkFor } = await serverWithMagicLinks();
    const jar = new CookieCarrier();
    const client = createOurClient({
      baseURL: TEST_BASE_URL,
      plugins: [magicLinkClient()],
      fetchOptions: { customFetchImpl: inProcessBrowserFetch(t.auth, jar) },
      sessionOptions: { crossTabSync: false },
    });
    const email = freshEmail("ours");
    expect((await client.signIn.magicLink({ email })).data).toEqual({ status: true });
    const verified = await client.magicLink.verify({ query: { token: linkFor(email).token } });
    expect(verified.data?.user.email).toBe(email);
    const session = await client.getSession();
    expect(session.data?.user.email).toBe(email);
  });
});
