import { createAuthClient } from "@tollgate/auth-client-react/vanilla";
import {
  browserHttpFetch,
  CookieCarrier,
  listen,
  TEST_BASE_URL,
} from "@tollgate/auth-server/testing";
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { organizationClient } from "../src/client";
import { serverWithOrganizations } from "./support/organization-server";

interface StoreState {
  data: unknown;
  isPending: boolean;
  isRefetching: boolean;
}
interface Store {
  get(): StoreState;
  listen(listener: () => void): () => void;
}

/** The store's next settled state whose data `accept`s (the current one if it does). */
function settled(store: Store, accept: (data: unknown) => boolean): Promise<unknown> {
  return new Promise((resolve) => {
    const check = () => {
      const state = store.get();
      if (state.isPending || state.isRefetching || !accept(state.data)) return false;
      resolve(state.data);
      return true;
    };
    if (check()) return;
    const stop = store.listen(() => check() && stop());
  });
}

const hasId = (id: string) => (data: unknown) =>
  typeof data === "object" && data !== null && "id" in data && data.id === id;
const listsIds =
  (...ids: string[]) =>
  (data: unknown) =>
    Array.isArray(data) && data.length === ids.length && ids.every((id) => data.some(hasId(id)));

// The plugin's stores fetch only in a browser (where `window` exists); the jar plays its cookies.
beforeEach(() => void vi.stubGlobal("window", globalThis));
afterEach(() => void vi.unstubAllGlobals());

async function signedInClient() {
  const { auth } = await serverWithOrganizations();
  const http = await listen(auth);
  const client = createAuthClient({
    baseURL: http.url,
    plugins: [organizationClient()],
    fetchOptions: { customFetchImpl: browserHttpFetch(new CookieCarrier()) },
    sessionOptions: { crossTabSync: false, refetchOnWindowFocus: false },
  });
  await client.signUp.email({
    email: `client-${crypto.randomUUID()}@example.com`,
    password: "correct horse battery",
    name: "Client",
  });
  return { client, close: http.close };
}

describe("organizationClient with @tollgate/auth-client-react", () => {
  it("calls typed methods, and its stores refetch after organization calls", async () => {
    const { client, close } = await signedInClient();
    const { atoms } = client.$store;
    const stops = [atoms.activeOrganization, atoms.listOrganizations, atoms.activeMember].map(
      (store) => store.listen(() => {}),
    );
    expect(await settled(atoms.listOrganizations, listsIds())).toEqual([]);
    expect(await settled(atoms.activeOrganization, (data) => data === null)).toBeNull();

    const first = await client.organization.create({
      name: "One",
      slug: `one-${crypto.randomUUID()}`,
    });
    expectTypeOf(first.data).toMatchTypeOf<{ id: string; slug: string } | null>();
    const firstId = first.data?.id ?? "";
    expect(await settled(atoms.activeOrganization, hasId(firstId))).toMatchObject({ name: "One" });
    expect(
      await settled(atoms.activeMember, (d) => typeof d === "object" && d !== null && "role" in d),
    ).toMatchObject({ role: "owner" });

    const second = await client.organization.create({
      name: "Two",
      slug: `two-${crypto.randomUUID()}`,
    });
    const secondId = second.data?.id ?? "";
    await settled(atoms.listOrganizations, listsIds(firstId, secondId));
    expect(await settled(atoms.activeOrganization, hasId(secondId))).toMatchObject({ name: "Two" });

    await client.organization.setActive({ organizationId: firstId });
    await settled(atoms.activeOrganization, hasId(firstId));
    for (const stop of stops) stop();
    await close();
  });

  it("answers client.organization.checkRolePermission (Better Auth's place, no root alias) offline with the server's roles", () => {
    const client = createAuthClient({ baseURL: TEST_BASE_URL, plugins: [organizationClient()] });
    expect(
      client.organization.checkRolePermission({
        role: "admin",
        permissions: { organization: ["update"] },
      }),
    ).toBe(true);
    expect(
      client.organization.checkRolePermission({
        role: "admin",
        permissions: { organization: ["delete"] },
      }),
    ).toBe(false);
    expect(
      client.organization.checkRolePermission({
        role: "member,owner",
        permissions: { organization: ["delete"] },
      }),
    ).toBe(true);
    expect(
      client.organization.checkRolePermission({
        role: "member",
        permissions: { member: ["create"] },
      }),
    ).toBe(false);
  });
});
