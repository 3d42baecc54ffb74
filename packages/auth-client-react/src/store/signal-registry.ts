import { atom, type ReadableAtom, type WritableAtom } from "nanostores";

/**
 * `client.$store`, also handed to plugins' `getAtoms` and `getActions`: the client's atoms, and
 * named boolean signals that flip to say "this changed, refetch" (`$sessionSignal`, plugins'
 * own). A signal exists from its first mention, whoever names it first.
 */
export interface AuthStore {
  atoms: Record<string, ReadableAtom<unknown>>;
  /** The named signal, e.g. as a `refetchOn` source of `createFetchingStore`. */
  signal(name: string): ReadableAtom<boolean>;
  /** Flips the signal about 10 ms later, after the answer's cookies have landed. */
  notify(name: string): void;
  listen(name: string, listener: (value: boolean) => void): () => void;
}

export function createSignalRegistry(atoms: Record<string, ReadableAtom<unknown>>): AuthStore {
  const signals: Record<string, WritableAtom<boolean>> = {};
  const signal = (name: string) => {
    signals[name] ??= atom(false);
    return signals[name];
  };
  return {
    atoms,
    signal,
    notify(name) {
      setTimeout(() => signal(name).set(!signal(name).get()), 10);
    },
    listen(name, listener) {
      return signal(name).listen(listener);
    },
  };
}
