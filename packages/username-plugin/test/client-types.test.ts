import { type AuthClientPlugin, createAuthClient } from "@tollgate/auth-client-react";
import type { Auth, AuthOptions } from "@tollgate/auth-server";
import { describe, expectTypeOf, it } from "vitest";
import { usernameClient } from "../src/client";
import type { username } from "../src/index";

type UsernameServer = Auth<AuthOptions & { plugins: [ReturnType<typeof username>] }>;
type DataOf<M extends (...args: never[]) => Promise<{ data: unknown }>> = NonNullable<
  Awaited<ReturnType<M>>["data"]
>;

// Clients are built but never called here: these tests are checked by tsc (`expectTypeOf`).
// They live here, not in the client package, which depends on no plugin.
const withUsernameClient = createAuthClient({
  baseURL: "http://localhost:3000",
  plugins: [usernameClient()],
});
const withUsernameServer = createAuthClient<UsernameServer>({ baseURL: "http://localhost:3000" });

describe("the username plugin in @tollgate/auth-client-react's types", () => {
  it("usernameClient() satisfies AuthClientPlugin", () => {
    expectTypeOf(usernameClient()).toMatchTypeOf<AuthClientPlugin>();
  });

  it("client plugin's $InferServerPlugin adds signIn.username and isUsernameAvailable", () => {
    expectTypeOf(withUsernameClient.signIn.username)
      .parameter(0)
      .toMatchTypeOf<{ username: string; password: string }>();
    expectTypeOf(withUsernameClient.signIn.email).toBeFunction();
    expectTypeOf(withUsernameClient.isUsernameAvailable).toBeFunction();
    type Codes = keyof typeof withUsernameClient.$ERROR_CODES;
    expectTypeOf<"USERNAME_IS_ALREADY_TAKEN">().toMatchTypeOf<Codes>();
    expectTypeOf<"USER_NOT_FOUND">().toMatchTypeOf<Codes>();
    const neverCalled = () => {
      // @ts-expect-error username is required
      void withUsernameClient.signIn.username({ password: "x" });
    };
    expectTypeOf(neverCalled).toBeFunction();
  });

  it("a server built with username() types the same methods", () => {
    expectTypeOf(withUsernameServer.signIn.username)
      .parameter(0)
      .toMatchTypeOf<{ username: string; password: string }>();
    expectTypeOf<DataOf<typeof withUsernameServer.signIn.username>>().toHaveProperty("token");
  });
});
