import { get } from "node:http";
import { type AuthPlugin, createAuthEndpoint } from "@tollgate/auth-server";
import { createTestAuth } from "@tollgate/auth-server/testing";
import { describe, expect, it } from "vitest";
import { nodeServers } from "../core/node-server";

// A JSON answer whose endpoint set no header of its own is written without a Headers; one that
// did goes through its Headers. Both give the same header lines, in the same order.
const echo = {
  id: "header-echo",
  endpoints: {
    plain: createAuthEndpoint("/header-echo/plain", { method: "GET" }, async () => ({ ok: 1 })),
    withHeader: createAuthEndpoint("/header-echo/with", { method: "GET" }, async (ctx) => {
      ctx.setHeader("x-extra", "1");
      return { ok: 1 };
    }),
    ownType: createAuthEndpoint("/header-echo/own-type", { method: "GET" }, async (ctx) => {
      ctx.setHeader("content-type", "text/plain");
      ctx.setHeader("cache-control", "max-age=60");
      return { ok: 1 };
    }),
  },
} satisfies AuthPlugin;

/** The header lines node:http sent, as name: value, without the connection's own. */
function headerLines(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      const lines: string[] = [];
      const raw = response.rawHeaders;
      for (let index = 0; index < raw.length; index += 2) {
        const name = raw[index] ?? "";
        if (!["date", "connection", "keep-alive"].includes(name.toLowerCase()))
          lines.push(`${name}: ${raw[index + 1]}`);
      }
      response.on("end", () => resolve(lines));
    }).on("error", reject);
  });
}

describe("toNodeHandler's JSON answers", () => {
  const serve = nodeServers();

  it("carry Cache-Control, Content-Type and Content-Length, in that order, with or without headers of the endpoint's own", async () => {
    const { auth } = await createTestAuth({ plugins: [echo] });
    const origin = await serve(auth);
    expect(await headerLines(`${origin}/api/auth/header-echo/plain`)).toEqual([
      "cache-control: no-store",
      "content-type: application/json",
      "content-length: 8",
    ]);
    expect(await headerLines(`${origin}/api/auth/header-echo/with`)).toEqual([
      "cache-control: no-store",
      "content-type: application/json",
      "x-extra: 1",
      "content-length: 8",
    ]);
    expect(await headerLines(`${origin}/api/auth/header-echo/own-type`)).toEqual([
      "cache-control: max-age=60",
      "content-type: application/json",
      "content-length: 8",
    ]);
    expect(await headerLines(`${origin}/api/auth/get-session`)).toEqual([
      "cache-control: no-store",
      "content-type: application/json",
      "content-length: 4",
    ]);
  });
});
