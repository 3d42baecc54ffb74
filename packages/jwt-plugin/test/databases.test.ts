import { createAuthClient } from "@tollgate/auth-client-react";
import { TEST_BASE_URL, type TestDatabase, testDatabases } from "@tollgate/auth-server/testing";
import { createLocalJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jwtClient } from "../src/client";
import { serverWithJwt } from "./support/jwt-server";

describe.each(testDatabases())("key pairs on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  it("makes one key pair for 5 concurrent first tokens, and a second server on the database signs with it", async () => {
    const core = { database: { db: database.db, type: database.dialect } } as const;
    const first = await serverWithJwt({}, core);
    const tokens = await Promise.all(Array.from({ length: 5 }, () => first.token()));
    const adapter = (await first.t.auth.$context).adapter;
    expect(await adapter.count({ model: "jwks" })).toBe(1);
    const second = await serverWithJwt({}, core);
    tokens.push(await second.token());
    expect(await adapter.count({ model: "jwks" })).toBe(1);
    const { data } = await second.t.json<{ keys: [] }>("/jwks", { cookies: null });
    const keySet = createLocalJWKSet(data);
    for (const token of tokens) await expect(jwtVerify(token, keySet)).resolves.toBeDefined();
  });
});

describe("jwtClient", () => {
  it("gets a token and the key set through the typed client", async () => {
    const { t, cookies } = await serverWithJwt();
    const client = createAuthClient({
      baseURL: TEST_BASE_URL,
      plugins: [jwtClient()],
      fetchOptions: {
        customFetchImpl: async (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set("cookie", cookies.header() ?? "");
          headers.set("origin", TEST_BASE_URL);
          return t.auth.handler(new Request(input, { ...init, headers }));
        },
      },
      sessionOptions: { crossTabSync: false },
    });
    const token = await client.token();
    const jwks = await client.jwks();
    expect(token.data?.token).toEqual(expect.any(String));
    expect(jwks.data?.keys).toHaveLength(1);
    await expect(
      jwtVerify(token.data?.token ?? "", createLocalJWKSet({ keys: jwks.data?.keys ?? [] })),
    ).resolves.toBeDefined();
  });
});
