import { atom, type ReadableAtom, type WritableAtom } from "nanostores";

/**
 * `client.$store`: the client's atoms, and named boolean signals that flip to say "this changed,
 * refetch" (`$sessionSignal`, plugins' own).
 */
export function createSignalRegistry(atoms: Record<string, ReadableAtom<unknown>>) {
  const signals: Record<string, WritableAtom<boolean>> = {};
  const signal = (name: string) => {
    signals[name] ??= atom(false);
    return signals[name];
  };
  return {
    atoms,
    /** Flips the signal about 10 ms later, after the answer's cookies have landed. */
    notify(name: string): void {
      setTimeout(() => signal(name).set(!signal(name).get()), 10);
    },
    listen(name: string, listener: (value: boolean) => void): () => void {
      return signal(name).listen(listener);
    },
  };
}
