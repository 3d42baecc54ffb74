// HeaderList stands where a Headers is expected: every operation here is run on both, and the
// answers must be the same.
import { describe, expect, it } from "vitest";
import { HeaderList, isHeaders, isWebResponse } from "../../src/utils/header-list";

type Operation = (headers: Headers) => unknown;

const snapshot = (headers: Headers) => ({
  entries: [...headers],
  setCookies: headers.getSetCookie(),
  keys: [...headers.keys()],
  values: [...headers.values()],
});

const scenarios: Record<string, Operation> = {
  "names are case-insensitive": (h) => {
    h.set("Content-Type", "text/plain");
    return [h.get("content-type"), h.has("CONTENT-TYPE"), snapshot(h)];
  },
  "append combines values, set replaces them": (h) => {
    h.append("accept", "a");
    h.append("Accept", "b");
    const combined = h.get("accept");
    h.set("accept", "c");
    return [combined, h.get("accept")];
  },
  "set-cookie stays apart in getSetCookie and iteration": (h) => {
    h.append("set-cookie", "a=1; Path=/");
    h.append("Set-Cookie", "b=2");
    h.set("x-b", "2");
    h.set("x-a", "1");
    return snapshot(h);
  },
  "values are trimmed": (h) => {
    h.set("x-space", "  padded\t");
    return h.get("x-space");
  },
  "delete and missing names": (h) => {
    h.set("x-gone", "1");
    h.delete("X-Gone");
    return [h.get("x-gone"), h.has("x-gone"), h.get("never")];
  },
  "forEach sees sorted, combined entries": (h) => {
    h.append("z", "1");
    h.append("a", "2");
    h.append("a", "3");
    const seen: string[] = [];
    h.forEach((value, name) => {
      seen.push(`${name}=${value}`);
    });
    return seen;
  },
};

describe("HeaderList behaves as Headers", () => {
  for (const [name, operation] of Object.entries(scenarios)) {
    it(name, () => {
      expect(operation(new HeaderList())).toEqual(operation(new Headers()));
    });
  }

  it("refuses header injection and invalid names, as Headers does", () => {
    for (const headers of [new HeaderList(), new Headers()]) {
      expect(() => headers.set("x-a", "1\r\nx-b: 2")).toThrow(TypeError);
      expect(() => headers.set("bad name", "1")).toThrow(TypeError);
      expect(() => headers.append("x-a", "1\n")).not.toThrow(); // trailing whitespace is trimmed
    }
  });

  it("copies from a record, a list of pairs, a Headers and another HeaderList", () => {
    const real = new Headers([
      ["set-cookie", "a=1"],
      ["set-cookie", "b=2"],
      ["x-one", "1"],
    ]);
    const sources = [
      { "x-one": "1" },
      [["x-one", "1"]] as [string, string][],
      real,
      new HeaderList(real),
    ];
    for (const source of sources) expect(new HeaderList(source).get("x-one")).toBe("1");
    expect(new HeaderList(real).getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(new HeaderList(new HeaderList(real)).getSetCookie()).toEqual(["a=1", "b=2"]);
    // And back: a Web Response takes it as its headers.
    const response = new Response(null, { headers: new HeaderList(real) });
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("tells Headers and Responses apart without instanceof", () => {
    expect(isHeaders(new HeaderList())).toBe(true);
    expect(isHeaders(new Headers())).toBe(true);
    expect(isHeaders({ get() {} })).toBe(false);
    expect(isWebResponse(new Response(null))).toBe(true);
    expect(isWebResponse({ status: 200, headers: new Headers() })).toBe(false);
  });
});
