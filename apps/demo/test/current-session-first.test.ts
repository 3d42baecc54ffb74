import { describe, expect, it } from "vitest";
import { currentSessionFirst } from "../src/pages/account/current-session-first";

describe("currentSessionFirst", () => {
  it("lists this device first, the others in the server's newest-first order (regression: a newer device came above 'This device')", () => {
    const server = [{ id: "tablet" }, { id: "phone" }, { id: "laptop" }, { id: "desktop" }];
    expect(currentSessionFirst(server, "laptop").map((session) => session.id)).toEqual([
      "laptop",
      "tablet",
      "phone",
      "desktop",
    ]);
  });

  it("keeps the list as it is when the current session is first or missing", () => {
    const server = [{ id: "a" }, { id: "b" }];
    expect(currentSessionFirst(server, "a")).toEqual(server);
    expect(currentSessionFirst(server, "gone")).toEqual(server);
  });
});
