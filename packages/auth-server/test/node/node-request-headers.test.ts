import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { fromNodeHeaders } from "../../src";
import { nodeRequestHeaders } from "../../src/node/node-request-headers";

/** What a member answers, or the error it throws (its class and message). */
function outcome(read: () => unknown): unknown {
  try {
    return { value: read() };
  } catch (error) {
    return { threw: error instanceof Error ? `${error.name}: ${error.message}` : error };
  }
}

const REQUEST: IncomingHttpHeaders = {
  host: "127.0.0.1:3000",
  cookie: "tollgate.session_token=abc.def%3D; other=1",
  "x-forwarded-for": "203.0.113.7",
  "x-padded": " padded\t",
  "x-empty": "",
  "set-cookie": ["a=1", "b=2"],
  "x-missing": undefined,
  ":authority": "example.com",
};

const NAMES = [
  "host",
  "cookie",
  "Cookie",
  "COOKIE",
  "x-forwarded-for",
  "x-padded",
  "x-empty",
  "set-cookie",
  "x-missing",
  "x-absent",
  ":authority",
  "constructor",
  "__proto__",
  "toString",
  "x y",
  "",
];

describe("a node:http request's Headers, read before they are filled", () => {
  it("answer get and has exactly as fromNodeHeaders' Headers, invalid names included", () => {
    const eager = fromNodeHeaders(REQUEST);
    for (const name of NAMES) {
      // A fresh lazy Headers per name: each answer is the unfilled one.
      expect(
        outcome(() => nodeRequestHeaders(REQUEST).get(name)),
        name,
      ).toEqual(outcome(() => eager.get(name)));
      expect(
        outcome(() => nodeRequestHeaders(REQUEST).has(name)),
        name,
      ).toEqual(outcome(() => eager.has(name)));
    }
  });

  it("list, copy and change like fromNodeHeaders' Headers once any other member runs", () => {
    const eager = fromNodeHeaders(REQUEST);
    const lazy = nodeRequestHeaders(REQUEST);
    expect(lazy).toBeInstanceOf(Headers);
    expect(Object.prototype.toString.call(lazy)).toBe("[object Headers]");
    expect([...nodeRequestHeaders(REQUEST)]).toEqual([...eager]);
    expect([...nodeRequestHeaders(REQUEST).entries()]).toEqual([...eager.entries()]);
    expect([...nodeRequestHeaders(REQUEST).keys()]).toEqual([...eager.keys()]);
    expect([...nodeRequestHeaders(REQUEST).values()]).toEqual([...eager.values()]);
    expect(nodeRequestHeaders(REQUEST).getSetCookie()).toEqual(["a=1", "b=2"]);
    const seen: string[] = [];
    nodeRequestHeaders(REQUEST).forEach((value, name) => {
      seen.push(`${name}: ${value}`);
    });
    expect(seen).toEqual([...eager].map(([name, value]) => `${name}: ${value}`));
    expect([...new Headers(nodeRequestHeaders(REQUEST))]).toEqual([...eager]);
    const request = new Request("http://127.0.0.1/", { headers: nodeRequestHeaders(REQUEST) });
    expect(request.headers.get("cookie")).toBe(REQUEST.cookie);
    expect(request.headers.get("x-forwarded-for")).toBe("203.0.113.7");

    lazy.set("cookie", "replaced=1");
    lazy.append("x-forwarded-for", "198.51.100.1");
    lazy.delete("host");
    eager.set("cookie", "replaced=1");
    eager.append("x-forwarded-for", "198.51.100.1");
    eager.delete("host");
    expect([...lazy]).toEqual([...eager]);
    for (const name of NAMES)
      expect(outcome(() => lazy.get(name))).toEqual(outcome(() => eager.get(name)));
  });

  it("read node's object as it is when first asked, and keep what they were filled with", () => {
    const source: IncomingHttpHeaders = { cookie: "a=1" };
    const headers = nodeRequestHeaders(source);
    headers.append("x-added", "1");
    source.cookie = "b=2";
    expect(headers.get("cookie")).toBe("a=1");
  });
});
