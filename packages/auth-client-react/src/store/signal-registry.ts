import { atom, type WritableAtom } from "nanostores";

/** Named boolean atoms that flip to say "this changed, refetch" (`$sessionSignal`, plugins' own). */
export function createSignalRegistry() {
  const signals: Record<string, WritableAtom<boolean>> = {};
  const signal = (name: string) => {
    signals[name] ??= atom(false);
    return signals[name];
  };
  return {
    signal,
    /** Flips the signal about 10 ms later, after the answer's cookies have landed. */
    notify(name: string): void {
      setTimeout(() => signal(name).set(!signal(name).get()), 10);
    },
    listen(name: string, listener: (value: boolean) => void): () => void {
      return signal(name).listen(listener);
    },
  };
}
