// @vitest-environment node
import { expect, it } from "vitest";
import { createAuthClient } from "../src/index";

it("without window (server rendering) subscribing never fetches and the state stays pending", async () => {
  const calls: string[] = [];
  const client = createAuthClient({
    baseURL: "http://localhost:3000",
    fetchOptions: {
      customFetchImpl: async (url) => {
        calls.push(url);
        return Response.json(null);
      },
    },
  });
  const stop = client.$session.listen(() => {});
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls).toEqual([]);
  expect(client.$session.get()).toMatchObject({ data: null, isPending: true });
  stop();
});
