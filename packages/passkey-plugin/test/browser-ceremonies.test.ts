// Our passkeyClient's own browser part (addPasskey, signIn.passkey) against a real server, with
// navigator.credentials backed by a software authenticator (support/browser-webauthn.ts) and,
// where a test needs it, a browser's conditional mediation (the autofill waits for a pick).
import { createAuthClient } from "@tollgate/auth-client-react";
import { browserHttpFetch, CookieCarrier, listen } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { fromBase64url, toBase64url } from "../src/browser/base64url";
import { PASSKEY_CLIENT_ERROR_CODES, passkeyClient } from "../src/client";
import { installBrowserWebAuthn } from "./support/browser-webauthn";
import { ORIGIN, PASSWORD, serverWithPasskeys } from "./support/passkey-server";

let cleanup: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

type CredentialsCall = CredentialCreationOptions & CredentialRequestOptions;

/** A server, a browser with one software authenticator, and our client signed up in it. */
async function signedUpBrowser(holdAuthenticateOptions = false) {
  const t = await serverWithPasskeys();
  const http = await listen(t.auth);
  cleanup.push(http.close);
  const webauthn = await installBrowserWebAuthn(ORIGIN);
  cleanup.push(webauthn.uninstall);
  const credentials = navigator.credentials as unknown as {
    create(options: CredentialsCall): Promise<unknown>;
    get(options: CredentialsCall): Promise<unknown>;
  };
  // While holdAuthenticateOptions, the sign-in options are on the way until the call aborts.
  const held: string[] = [];
  const holdingOptions =
    (fetch: (input: string, init: RequestInit) => Promise<Response>) =>
    (input: string, init: RequestInit) => {
      if (!holdAuthenticateOptions || !input.includes("/passkey/generate-authenticate-options"))
        return fetch(input, init);
      held.push(input);
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    };
  const client = createAuthClient({
    baseURL: http.url,
    plugins: [passkeyClient()],
    fetchOptions: { customFetchImpl: holdingOptions(browserHttpFetch(new CookieCarrier())) },
    sessionOptions: { crossTabSync: false },
  });
  const email = `browser-pk-${crypto.randomUUID()}@example.com`;
  await client.signUp.email({ email, password: PASSWORD, name: "Lin" });
  return { client, email, webauthn, credentials, held };
}

/**
 * A browser's conditional mediation: `mediation: "conditional"` requests wait until the user
 * picks a passkey from the autofill (`pick()`) or their signal aborts; others prompt at once.
 */
function withAutofill(credentials: { get(options: CredentialsCall): Promise<unknown> }) {
  const prompt = credentials.get.bind(credentials);
  const waiting: { options: CredentialsCall; pick(): void }[] = [];
  credentials.get = (options) => {
    if (options.mediation !== "conditional") return prompt(options);
    return new Promise((resolve, reject) => {
      options.signal?.addEventListener("abort", () =>
        reject(new DOMException("The operation was aborted", "AbortError")),
      );
      waiting.push({ options, pick: () => resolve(prompt(options)) });
    });
  };
  Object.assign(globalThis.PublicKeyCredential, {
    isConditionalMediationAvailable: async () => true,
  });
  return waiting;
}

describe("our passkeyClient in the browser", () => {
  it("adds a named passkey and signs in with it, with Better Auth's method names and answers", async () => {
    const { client, email, webauthn } = await signedUpBrowser();
    const added = await client.passkey.addPasskey({ name: "Laptop" });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ name: "Laptop", credentialID: webauthn.authenticator.id });
    expectTypeOf(added.data?.name).toEqualTypeOf<string | null | undefined>();
    await client.signOut();
    expect((await client.getSession()).data).toBeNull();

    const signedIn = await client.signIn.passkey();
    expect(signedIn.error).toBeNull();
    expect(signedIn.data?.user.email).toBe(email);
    expect((await client.getSession()).data?.user.email).toBe(email);
    const listed = await client.passkey.listUserPasskeys();
    expect(listed.data?.map((passkey) => [passkey.name, passkey.counter])).toEqual([["Laptop", 1]]);
  });

  it("signs in from the autofill: a conditional request that waits until a passkey is picked", async () => {
    const { client, email, credentials } = await signedUpBrowser();
    await client.passkey.addPasskey({ name: "Phone" });
    await client.signOut();
    const waiting = withAutofill(credentials);

    const signingIn = client.signIn.passkey({ autoFill: true });
    await expect.poll(() => waiting.length, { timeout: 30_000 }).toBe(1);
    expect(waiting[0]?.options.mediation).toBe("conditional");
    expect(waiting[0]?.options.publicKey?.challenge).toBeInstanceOf(ArrayBuffer);
    waiting[0]?.pick();
    const signedIn = await signingIn;
    expect(signedIn.data?.user.email).toBe(email);
  });

  it("ends the autofill request when its signal aborts (the page goes) or another ceremony starts", async () => {
    const { client, email, credentials } = await signedUpBrowser();
    await client.passkey.addPasskey({ name: "Phone" });
    await client.signOut();
    const waiting = withAutofill(credentials);

    const leaving = new AbortController();
    const left = client.signIn.passkey({
      autoFill: true,
      fetchOptions: { signal: leaving.signal },
    });
    await expect.poll(() => waiting.length, { timeout: 30_000 }).toBe(1);
    leaving.abort();
    expect((await left).error).toMatchObject({ code: "AUTH_CANCELLED", status: 400 });

    const autofill = client.signIn.passkey({ autoFill: true });
    await expect.poll(() => waiting.length, { timeout: 30_000 }).toBe(2);
    const button = await client.signIn.passkey();
    expect((await autofill).error).toMatchObject({
      code: "AUTH_CANCELLED",
      message: PASSKEY_CLIENT_ERROR_CODES.AUTH_CANCELLED,
    });
    expect(button.data?.user.email).toBe(email);
  });

  it("answers AUTH_CANCELLED without asking the server when the browser has no autofill for passkeys", async () => {
    const { client } = await signedUpBrowser();
    await client.signOut();
    const requests: string[] = [];
    const answer = await client.signIn.passkey(
      { autoFill: true },
      { onRequest: ({ url }) => void requests.push(url) },
    );
    expect(answer.error).toMatchObject({ code: "AUTH_CANCELLED", status: 400 });
    expect(requests).toEqual([]);
  });

  it("answers why the browser's registration prompt failed, and stores nothing", async () => {
    const { client, credentials } = await signedUpBrowser();
    const refusals = [
      ["NotAllowedError", "REGISTRATION_CANCELLED", "Registration cancelled"],
      ["InvalidStateError", "PREVIOUSLY_REGISTERED", "Previously registered"],
    ] as const;
    for (const [name, code, message] of refusals) {
      credentials.create = () => Promise.reject(new DOMException("refused", name));
      const added = await client.passkey.addPasskey({ name: "Laptop" });
      expect(added).toEqual({
        data: null,
        error: { code, message, status: 400, statusText: "BAD_REQUEST" },
      });
    }
    expect((await client.passkey.listUserPasskeys()).data).toEqual([]);
  });

  it("answers the server's error when there is no session to add a passkey to", async () => {
    const { client } = await signedUpBrowser();
    await client.signOut();
    const added = await client.passkey.addPasskey({ name: "Laptop" });
    expect(added.error).toMatchObject({ code: "SESSION_REQUIRED", status: 401 });
  });
});

describe("a ceremony aborted before the browser was asked", () => {
  it("answers AUTH_CANCELLED too, whether a new ceremony or the caller's signal ended it", async () => {
    const { client, held } = await signedUpBrowser(true);
    await client.signOut();
    const first = client.signIn.passkey();
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(1);
    const leaving = new AbortController();
    const second = client.signIn.passkey({ fetchOptions: { signal: leaving.signal } });
    expect((await first).error).toMatchObject({ code: "AUTH_CANCELLED", status: 400 });
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(2);
    leaving.abort();
    expect((await second).error).toMatchObject({ code: "AUTH_CANCELLED", status: 400 });
  });
});

describe("base64url", () => {
  it("round-trips every length and the URL-safe characters, without padding", () => {
    for (const bytes of [[], [0xfb], [0xfb, 0xff], [0xfb, 0xff, 0xbf], [0, 1, 2, 3, 254, 255]]) {
      const text = toBase64url(new Uint8Array(bytes));
      expect(text).not.toMatch(/[+/=]/);
      expect([...new Uint8Array(fromBase64url(text))]).toEqual(bytes);
    }
    expect(toBase64url(new Uint8Array([0xfb, 0xff]))).toBe("-_8");
  });
});
