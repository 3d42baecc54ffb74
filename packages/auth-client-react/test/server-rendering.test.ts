// @vitest-environment node
import { expect, it } from "vitest";
import { createAuthClient, createFetchingStore } from "../src/index";

it("without window (server rendering) subscribing never fetches and the state stays pending, for the session and for plugins' stores", async () => {
  const calls: string[] = [];
  const client = createAuthClient({
    baseURL: "http://localhost:3000",
    fetchOptions: {
      customFetchImpl: async (url) => {
        calls.push(url);
        return Response.json(null);
      },
    },
    plugins: [
      {
        id: "probe",
        getAtoms: ($fetch, $store) => ({
          probe: createFetchingStore($fetch, "/ok", [$store.signal("$probeSignal")]),
        }),
      },
    ],
  });
  const stops = [client.$session.listen(() => {}), client.$store.atoms.probe.listen(() => {})];
  client.$store.notify("$probeSignal");
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls).toEqual([]);
  expect(client.$session.get()).toMatchObject({ data: null, isPending: true });
  expect(client.$store.atoms.probe.get()).toMatchObject({ data: null, isPending: true });
  for (const stop of stops) stop();
});
