import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type AuthPlugin, createAuth, toNodeHandler } from "@tollgate/auth-server";
import { memoryDatabase, TEST_SECRET } from "@tollgate/auth-server/testing";
import { afterEach, describe, expect, it, vi } from "vitest";

const brokenPlugin = {
  id: "broken",
  init() {
    throw new Error("plugin could not start");
  },
} satisfies AuthPlugin;

describe("a plugin whose init throws", () => {
  afterEach(() => vi.restoreAllMocks());

  it("regression: auth.handler answers 500 INTERNAL_SERVER_ERROR instead of rejecting", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const auth = createAuth({
      database: memoryDatabase(),
      secret: TEST_SECRET,
      plugins: [brokenPlugin],
    });
    const response = await auth.handler(new Request("http://localhost:3000/api/auth/ok"));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: "INTERNAL_SERVER_ERROR",
      message: "Internal server error",
    });
  });

  it("regression: toNodeHandler answers 500 instead of leaving the request hanging", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const auth = createAuth({
      database: memoryDatabase(),
      secret: TEST_SECRET,
      plugins: [brokenPlugin],
    });
    const server = createServer(toNodeHandler(auth));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo; // listening on TCP, so an AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/api/auth/ok`);
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
