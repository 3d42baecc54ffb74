import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { fromNodeHeaders } from "../../src";
import { createTestAuth } from "../../src/testing";

describe("fromNodeHeaders", () => {
  it("keeps every value, repeated ones included", () => {
    const headers = fromNodeHeaders({
      cookie: "a=1; b=2",
      "x-forwarded-for": "203.0.113.7",
      "set-cookie": ["a=1", "b=2"],
      "x-missing": undefined,
    });
    expect(headers.get("cookie")).toBe("a=1; b=2");
    expect(headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(headers.has("x-missing")).toBe(false);
  });

  it("leaves out HTTP/2's pseudo-headers, which no Headers accepts", () => {
    const headers = fromNodeHeaders({ ":authority": "example.com", ":method": "GET", host: "h" });
    expect([...headers]).toEqual([["host", "h"]]);
  });

  it("lets auth.api read the session of a node:http request", async () => {
    const { auth, signUp } = await createTestAuth();
    const { cookies, user } = await signUp();
    let seen: IncomingHttpHeaders | undefined;
    const server = createServer(async (request, response) => {
      seen = request.headers;
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      response.end(session?.user.email ?? "none");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo; // listening on TCP, so an AddressInfo
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { cookie: cookies.header() ?? "" },
      });
      expect(await answer.text()).toBe(user.email);
      expect(seen?.cookie).toBe(cookies.header());
    } finally {
      server.close();
    }
  });
});
