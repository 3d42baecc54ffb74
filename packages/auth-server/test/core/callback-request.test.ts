import type { GlobalHooks } from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { nodeServers } from "./node-server";

const APP_ORIGIN = "https://app.example.org";

/** An auth instance whose trustedOrigins function and before hook record the Request they get. */
async function recordingAuth() {
  const origins: (Request | undefined)[] = [];
  const hooked: (Request | undefined)[] = [];
  const hooks: GlobalHooks = {
    before: (ctx) => {
      hooked.push(ctx.request);
    },
  };
  const t = await createTestAuth({
    trustedOrigins: (request?: Request) => {
      origins.push(request);
      return [APP_ORIGIN];
    },
    hooks,
  });
  return { t, origins, hooked };
}

const sent = {
  "content-type": "application/json",
  origin: APP_ORIGIN,
  "x-probe": "callback-request",
};

function sameRequest(actual: Request | undefined, expected: { url: string; method: string }) {
  expect(actual).toBeInstanceOf(Request);
  expect(actual?.url).toBe(expected.url);
  expect(actual?.method).toBe(expected.method);
  for (const [name, value] of Object.entries(sent)) expect(actual?.headers.get(name)).toBe(value);
}

describe("callbacks get the same request through auth.handler and toNodeHandler", () => {
  const serve = nodeServers();

  it("regression: trustedOrigins and hooks see a Request with the same URL, method and headers on both adapters (it was undefined on node:http)", async () => {
    const { t, origins, hooked } = await recordingAuth();
    const base = await serve(t.auth);
    const url = `${base}/api/auth/sign-in/email?from=probe`;
    const init = {
      method: "POST",
      headers: sent,
      body: JSON.stringify({
        email: "nobody@example.com",
        password: "not the password",
        callbackURL: `${APP_ORIGIN}/welcome`,
      }),
    };
    const viaNode = await fetch(url, init);
    const viaHandler = await t.auth.handler(new Request(url, init));
    expect(viaNode.status).toBe(401);
    expect(viaHandler.status).toBe(401);
    // Per request, trustedOrigins is asked twice: for the callbackURL, and (login CSRF: sign-in
    // checks a present Origin even without cookies) for the Origin header.
    expect(origins).toHaveLength(4);
    expect(hooked).toHaveLength(2);
    for (const request of [...origins, ...hooked]) sameRequest(request, { url, method: "POST" });
    // Built once per request on the node path: the hook reads the one the callback got.
    expect(hooked[0]).toBe(origins[0]);
  });

  it("a GET's query string is part of the node:http Request's URL", async () => {
    const { t, hooked } = await recordingAuth();
    const base = await serve(t.auth);
    const response = await fetch(`${base}/api/auth/ok?probe=1`, { headers: sent });
    expect(response.status).toBe(200);
    sameRequest(hooked[0], { url: `${base}/api/auth/ok?probe=1`, method: "GET" });
  });

  it("toNodeHandler builds the Request on its first read only, then keeps it", async () => {
    const observed: { builtBefore: boolean; builtAfter: boolean; kept: boolean }[] = [];
    const hasOwnRequest = (value: object) => Object.hasOwn(value, "request");
    const hooks: GlobalHooks = {
      before: (ctx) => {
        const builtBefore = hasOwnRequest(ctx.context);
        const first = ctx.request;
        observed.push({
          builtBefore,
          builtAfter: hasOwnRequest(ctx.context),
          kept: ctx.context.request === first,
        });
      },
    };
    const t = await createTestAuth({ hooks });
    const base = await serve(t.auth);
    expect((await fetch(`${base}/api/auth/ok`)).status).toBe(200);
    expect(observed).toEqual([{ builtBefore: false, builtAfter: true, kept: true }]);
  });
});
