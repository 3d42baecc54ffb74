import type { createTestAuth } from "@tollgate/auth-server/testing";
import { atom, computed } from "nanostores";
import { describe, expectTypeOf, it } from "vitest";
import {
  type AuthClientOptions,
  type AuthClientPlugin,
  type AuthFetch,
  createAuthClient,
  createFetchingStore,
  type FetchingState,
} from "../src/index";

type Server = Awaited<ReturnType<typeof createTestAuth>>["auth"];
type DataOf<M extends (...args: never[]) => Promise<{ data: unknown }>> = NonNullable<
  Awaited<ReturnType<M>>["data"]
>;
type ErrorOf<M extends (...args: never[]) => Promise<{ error: unknown }>> = NonNullable<
  Awaited<ReturnType<M>>["error"]
>;

// Clients are built but never called here: these tests are checked by tsc (`expectTypeOf`).
const client = createAuthClient<Server>({ baseURL: "http://localhost:3000" });

describe("inferred from the server (createAuthClient<typeof auth>)", () => {
  it("bodies: signIn.email needs email and password; a wrong body is a type error; an all-optional body may be left out", () => {
    expectTypeOf(client.signIn.email)
      .parameter(0)
      .toMatchTypeOf<{ email: string; password: string }>();
    expectTypeOf(client.signUp.email).parameter(0).toMatchTypeOf<{ email: string; name: string }>();
    const neverCalled = () => {
      // @ts-expect-error password is required
      void client.signIn.email({ email: "a@example.com" });
      // @ts-expect-error rememberMe is a boolean
      void client.signIn.email({ email: "a@example.com", password: "x", rememberMe: "yes" });
      // @ts-expect-error a body is required
      void client.signIn.email();
      void client.signIn.email({ email: "a@example.com", password: "x", callbackURL: "/" });
      void client.signOut();
      void client.revokeSession({ token: "t" });
      // Bodies whose fields are all optional may be left out (as in Better Auth).
      void client.deleteUser();
      void client.updateUser();
      // @ts-expect-error revokeSession's token is required
      void client.revokeSession();
    };
    expectTypeOf(neverCalled).toBeFunction();
  });

  it("queries: getSession takes its optional query flags", () => {
    const neverCalled = () => {
      void client.getSession();
      void client.getSession({ query: { disableCookieCache: true, disableRefresh: "true" } });
      // @ts-expect-error unknown query flag
      void client.getSession({ query: { cacheless: true } });
    };
    expectTypeOf(neverCalled).toBeFunction();
  });

  it("responses: getSession data has user.email: string and Date timestamps", () => {
    type SessionData = DataOf<typeof client.getSession>;
    expectTypeOf<SessionData["user"]["email"]>().toEqualTypeOf<string>();
    expectTypeOf<SessionData["session"]["expiresAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<DataOf<typeof client.signOut>>().toEqualTypeOf<{ success: boolean }>();
    expectTypeOf<DataOf<typeof client.signIn.email>["token"]>().toEqualTypeOf<string>();
    type StoreData = ReturnType<typeof client.$session.get>["data"];
    expectTypeOf<StoreData>().toMatchTypeOf<{ user: { email: string } } | null>();
    expectTypeOf<ReturnType<typeof client.useSession>["data"]>().toEqualTypeOf<StoreData>();
  });

  it("errors: status, statusText, message and the catalogue's codes", () => {
    type Failure = ErrorOf<typeof client.signUp.email>;
    expectTypeOf<Failure["status"]>().toEqualTypeOf<number>();
    expectTypeOf<Failure["statusText"]>().toEqualTypeOf<string>();
    expectTypeOf<"USER_ALREADY_EXISTS">().toMatchTypeOf<NonNullable<Failure["code"]>>();
    expectTypeOf<keyof typeof client.$ERROR_CODES>().toEqualTypeOf<keyof Server["$ERROR_CODES"]>();
    expectTypeOf(client.$ERROR_CODES.USER_ALREADY_EXISTS).toEqualTypeOf<
      "User already exists" | undefined
    >();
  });

  it("server-only and :param paths are not client methods", () => {
    expectTypeOf(client).not.toHaveProperty("signInUsername");
    expectTypeOf(client).toHaveProperty("listSessions");
    expectTypeOf(client).toHaveProperty("revokeOtherSessions");
  });
});

describe("a server type and client-only plugin extras together", () => {
  const $count = atom(1);
  const probeClient = () =>
    ({
      id: "probe",
      getAtoms: ($fetch: AuthFetch) => ({
        probeCount: atom(0),
        probeLabel: computed($count, (n) => `${n}`),
        probeAnswer: createFetchingStore<{ ok: boolean }>($fetch, "/ok", []),
      }),
      getActions: ($fetch: AuthFetch) => ({ ping: () => $fetch("/ok") }),
    }) satisfies AuthClientPlugin;

  it("createAuthClient<typeof auth, typeof options>(options) types the plugins' actions and the hooks of their getAtoms stores (regression: hooks of atoms under `satisfies` were unknown)", () => {
    const options = {
      baseURL: "http://localhost:3000",
      plugins: [probeClient()],
    } satisfies AuthClientOptions;
    const both = createAuthClient<Server, typeof options>(options);
    expectTypeOf(both.signIn.email).parameter(0).toMatchTypeOf<{ email: string }>();
    expectTypeOf(both.ping).returns.resolves.toHaveProperty("data");
    expectTypeOf(both.useProbeCount).returns.toEqualTypeOf<number>();
    expectTypeOf(both.useProbeLabel).returns.toEqualTypeOf<string>();
    expectTypeOf(both.useProbeAnswer).returns.toEqualTypeOf<FetchingState<{ ok: boolean }>>();
    expectTypeOf(both.$store.atoms.probeCount).toHaveProperty("get");
  });

  it("with the server type alone, client-only extras are not typed (TypeScript infers no type argument once one is given)", () => {
    const serverOnly = createAuthClient<Server>({ plugins: [probeClient()] });
    expectTypeOf(serverOnly).not.toHaveProperty("ping");
  });
});
