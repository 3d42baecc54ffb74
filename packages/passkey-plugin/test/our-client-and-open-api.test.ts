import { createAuthClient } from "@tollgate/auth-client-react";
import { type OpenAPIDocument, openAPI } from "@tollgate/auth-server/open-api";
import { browserHttpFetch, CookieCarrier, listen } from "@tollgate/auth-server/testing";
import { describe, expect, expectTypeOf, it } from "vitest";
import { passkeyClient } from "../src/client";
import { SoftwareAuthenticator } from "../src/testing/software-authenticator";
import { ORIGIN, PASSWORD, serverWithPasskeys } from "./support/passkey-server";

describe("our passkeyClient", () => {
  it("runs both ceremonies with typed methods, and the session store follows the sign-in", async () => {
    const t = await serverWithPasskeys();
    const http = await listen(t.auth);
    const jar = new CookieCarrier();
    const client = createAuthClient({
      baseURL: http.url,
      plugins: [passkeyClient()],
      fetchOptions: { customFetchImpl: browserHttpFetch(jar) },
      sessionOptions: { crossTabSync: false },
    });
    const email = `ours-pk-${crypto.randomUUID()}@example.com`;
    await client.signUp.email({ email, password: PASSWORD, name: "Grace" });
    const authenticator = await SoftwareAuthenticator.create();
    const creation = await client.passkey.generateRegisterOptions();
    if (!creation.data) throw new Error("no creation options");
    const created = await authenticator.register(creation.data, ORIGIN);
    const stored = await client.passkey.verifyRegistration({ response: created, name: "Phone" });
    expectTypeOf(stored.data?.name).toEqualTypeOf<string | null | undefined>();
    expect(stored.data?.name).toBe("Phone");
    await client.signOut();

    const request = await client.passkey.generateAuthenticateOptions();
    if (!request.data) throw new Error("no request options");
    const asserted = await authenticator.assert(request.data, ORIGIN);
    const signedIn = await client.passkey.verifyAuthentication({ response: asserted });
    expect(signedIn.data?.user.email).toBe(email);
    expect((await client.getSession()).data?.user.email).toBe(email);
    const listed = await client.passkey.listUserPasskeys();
    expectTypeOf(listed.data?.[0]?.counter).toEqualTypeOf<number | undefined>();
    expect(listed.data?.[0]?.counter).toBe(1);
    await http.close();
  });
});

describe("the OpenAPI document", () => {
  it("describes every passkey endpoint", async () => {
    const t = await serverWithPasskeys({}, undefined, [openAPI()]);
    const { data } = await t.json<OpenAPIDocument>("/open-api/generate-schema");
    const operations = [
      ["get", "/passkey/generate-register-options"],
      ["post", "/passkey/verify-registration"],
      ["get", "/passkey/generate-authenticate-options"],
      ["post", "/passkey/verify-authentication"],
      ["get", "/passkey/list-user-passkeys"],
      ["post", "/passkey/update-passkey"],
      ["post", "/passkey/delete-passkey"],
    ] as const;
    for (const [method, path] of operations) {
      const operation = data.paths[`/api/auth${path}`]?.[method];
      expect(operation?.summary, path).toEqual(expect.any(String));
    }
  });
});
