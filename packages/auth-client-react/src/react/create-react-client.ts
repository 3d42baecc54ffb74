import type { ReadableAtom, StoreValue } from "nanostores";
import type { AuthClientOptions } from "../client/client-options";
import { createClientRuntime } from "../client/create-client-runtime";
import { createProxy } from "../proxy/create-proxy";
import type {
  ClientAtoms,
  DefaultServer,
  ServerShape,
  VanillaAuthClient,
} from "../types/infer-client";
import { hookName } from "./hook-name";
import { useStore } from "./use-store";

/** `useSession()` plus one `use<Atom>()` hook per plugin atom. */
export type ReactHooks<S extends ServerShape, O> = {
  useSession(): StoreValue<VanillaAuthClient<S, O>["$session"]>;
} & {
  [K in keyof ClientAtoms<O> & string as `use${Capitalize<K>}`]: () => StoreValue<
    ClientAtoms<O>[K]
  >;
};

export type AuthClient<S extends ServerShape, O> = VanillaAuthClient<S, O> & ReactHooks<S, O>;

/**
 * The React client, a drop-in for `better-auth/react`'s: `createAuthClient<typeof auth>({ baseURL })`
 * then `client.signIn.email({ … })` and `client.useSession()`.
 */
export function createAuthClient<
  Server extends ServerShape = DefaultServer,
  const Options extends AuthClientOptions = AuthClientOptions,
>(options?: Options): AuthClient<Server, Options> {
  const runtime = createClientRuntime(options ?? {});
  const hooks: Record<string, () => unknown> = {};
  for (const [name, atom] of Object.entries<ReadableAtom<unknown>>(runtime.$store.atoms)) {
    // Rules of hooks hold: each hook always subscribes to the same atom.
    hooks[hookName(name)] = () => useStore(atom);
  }
  return createProxy(
    {
      ...runtime.actions,
      ...hooks,
      $fetch: runtime.$fetch,
      $session: runtime.$session,
      $store: runtime.$store,
      $ERROR_CODES: runtime.$ERROR_CODES,
      $Infer: {},
    },
    runtime.$fetch,
    runtime.pathMethods,
  );
}
