import { atom } from "nanostores";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type AuthClientPlugin, createAuthClient } from "../src/index";
import { inProcessServer, newUser } from "./support/in-process-server";

/** A plugin in Better Auth's shape: actions under namespaces that are also path prefixes. */
const namespacedPlugin = () =>
  ({
    id: "namespaced",
    getAtoms: () => ({ probeCount: atom(7) }),
    getActions: ($fetch) => ({
      signIn: { lastMethod: () => "email" },
      organization: { invitation: { preview: (id: string) => `invitation ${id}` } },
      rootPing: () => $fetch("/ok"),
    }),
  }) satisfies AuthClientPlugin;

/** A second plugin with its own namespace: both plugins' namespaces answer. */
const secondPlugin = () =>
  ({
    id: "second",
    getActions: () => ({ signUp: { isOpen: () => true } }),
  }) satisfies AuthClientPlugin;

/** Calls a path the types do not know (`keys` as a property chain), the way JavaScript would. */
async function callUntyped(client: object, keys: string[], input?: object): Promise<void> {
  const method = keys.reduce<unknown>(
    (node, key) => (typeof node === "function" ? Reflect.get(node, key) : undefined),
    client,
  );
  if (typeof method !== "function") throw new TypeError(`${keys.join(".")} is not callable`);
  const answer: unknown = Reflect.apply(method, undefined, input ? [input] : []);
  await answer;
}

async function setup() {
  const env = await inProcessServer();
  const client = createAuthClient({
    baseURL: env.baseURL,
    fetchOptions: { customFetchImpl: env.customFetchImpl },
    sessionOptions: { crossTabSync: false },
    plugins: [namespacedPlugin(), secondPlugin()],
  });
  return { ...env, client };
}

describe("getActions namespaces merged with the path proxy", () => {
  it("depth 1: client.signIn.lastMethod is the action while client.signIn.email still POSTs /sign-in/email", async () => {
    const { client, sent } = await setup();
    expect(client.signIn.lastMethod()).toBe("email");
    expect(client.signUp.isOpen()).toBe(true);
    const user = newUser();
    await client.signUp.email(user);
    const signedIn = await client.signIn.email({ email: user.email, password: user.password });
    expect(sent.at(-1)).toMatchObject({
      url: "http://localhost:3000/api/auth/sign-in/email",
      method: "POST",
    });
    expect(signedIn.data?.user.email).toBe(user.email);
  });

  it("depth 2: client.organization.invitation.preview is the action; its siblings and parents stay paths", async () => {
    const { client, sent } = await setup();
    expect(client.organization.invitation.preview("inv-1")).toBe("invitation inv-1");
    await callUntyped(client, ["organization", "invitation", "accept"], { invitationId: "inv-1" });
    expect(sent.at(-1)).toMatchObject({
      url: "http://localhost:3000/api/auth/organization/invitation/accept",
      method: "POST",
    });
    await callUntyped(client, ["organization", "getInvitation"], { query: { id: "inv-1" } });
    expect(sent.at(-1)?.url).toBe(
      "http://localhost:3000/api/auth/organization/get-invitation?id=inv-1",
    );
  });

  it("a namespace member is not answered at the root nor at another depth (no alias)", async () => {
    const { client, sent } = await setup();
    await callUntyped(client, ["lastMethod"], { probe: true });
    expect(sent.at(-1)?.url).toBe("http://localhost:3000/api/auth/last-method");
    await callUntyped(client, ["organization", "preview"]);
    expect(sent.at(-1)?.url).toBe("http://localhost:3000/api/auth/organization/preview");
  });

  it("root members stay as they are: function actions, atoms, $fetch, $store and use* hooks", async () => {
    const { client, sent } = await setup();
    await client.rootPing();
    expect(sent.at(-1)?.url).toBe("http://localhost:3000/api/auth/ok");
    expect(client.$store.atoms.probeCount.get()).toBe(7);
    expect(client.$session.get().data).toBeNull();
    expect(typeof client.useSession).toBe("function");
    expect(typeof client.useProbeCount).toBe("function");
    expect(client.$ERROR_CODES).toEqual({});
    expect(Reflect.get(client.signIn, "then")).toBeUndefined();
  });

  it("types: the namespace's members merge into the inferred endpoint methods of the same path", () => {
    const client = createAuthClient({ plugins: [namespacedPlugin(), secondPlugin()] });
    expectTypeOf(client.signIn.lastMethod).toEqualTypeOf<() => string>();
    expectTypeOf(client.signUp.isOpen).toEqualTypeOf<() => boolean>();
    expectTypeOf(client.signUp.email).parameter(0).toMatchTypeOf<{ email: string }>();
    expectTypeOf(client.signIn.email)
      .parameter(0)
      .toMatchTypeOf<{ email: string; password: string }>();
    expectTypeOf(client.organization.invitation.preview).toEqualTypeOf<(id: string) => string>();
    expectTypeOf(client.rootPing).toBeFunction();
    expectTypeOf(client.useProbeCount).returns.toEqualTypeOf<number>();
    expectTypeOf(client).not.toHaveProperty("lastMethod");
  });
});
