/**
 * Tells other tabs the session changed: BroadcastChannel where it exists, otherwise a
 * localStorage write that fires `storage` events elsewhere. Messages from this client are ignored.
 */
export function createCrossTabChannel(name: string) {
  const self = Math.random().toString(36).slice(2);
  const hasChannel = typeof BroadcastChannel !== "undefined";
  return {
    announce(): void {
      if (hasChannel) {
        const channel = new BroadcastChannel(name);
        channel.postMessage(self);
        channel.close();
      } else if (typeof localStorage !== "undefined") {
        localStorage.setItem(name, `${self}:${Date.now()}`);
      }
    },
    /** Calls `onChange` when another tab announces; returns the unsubscribe. */
    listen(onChange: () => void): () => void {
      if (hasChannel) {
        const channel = new BroadcastChannel(name);
        channel.onmessage = (event) => event.data !== self && onChange();
        return () => channel.close();
      }
      const onStorage = (event: StorageEvent) =>
        event.key === name && !event.newValue?.startsWith(self) && onChange();
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}
