import type { ReadableAtom, StoreValue } from "nanostores";
import type { AuthClientOptions } from "../client/client-options";
import { createClient } from "../client/create-client";
import type {
  ClientAtoms,
  DefaultServer,
  ServerShape,
  VanillaAuthClient,
} from "../types/infer-client";
import { hookName } from "./hook-name";
import { useStore } from "./use-store";

/**
 * An atom's value. Not nanostores' `StoreValue`, which reads the last `get` overload: a plugin's
 * `atom(0)` under `satisfies AuthClientPlugin` is typed `WritableAtom<number> &
 * ReadableAtom<unknown>` (atom's `StoreExt` takes the contextual type), and that reads unknown.
 * A writable atom's `set` parameter is exact; a read-only one is read as `ReadableAtom<Value>`.
 */
type AtomValue<A> = A extends { set(value: infer Value): void }
  ? Value
  : A extends ReadableAtom<infer Value>
    ? Value
    : never;

/** `useSession()` plus one `use<Atom>()` hook per plugin atom. */
export type ReactHooks<S extends ServerShape, O> = {
  useSession(): StoreValue<VanillaAuthClient<S, O>["$session"]>;
} & {
  [K in keyof ClientAtoms<O> & string as `use${Capitalize<K>}`]: () => AtomValue<ClientAtoms<O>[K]>;
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
  return createClient(options, (root, atoms) => {
    for (const [name, atom] of Object.entries(atoms)) {
      // Rules of hooks hold: each hook always subscribes to the same atom.
      root[hookName(name)] = () => useStore(atom);
    }
  });
}
