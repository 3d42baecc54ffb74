/**
 * Tells other tabs the session changed, through BroadcastChannel (every current browser has it;
 * where it is missing, cross-tab sync is off). Messages from this client are ignored.
 */
export function createCrossTabChannel(name: string) {
  const self = Math.random();
  const open = () => (typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(name));
  return {
    announce(): void {
      const channel = open();
      channel?.postMessage(self);
      channel?.close();
    },
    /** Calls `onChange` when another tab announces; returns the unsubscribe. */
    listen(onChange: () => void): () => void {
      const channel = open();
      if (channel) channel.onmessage = (event) => event.data !== self && onChange();
      return () => channel?.close();
    },
  };
}
