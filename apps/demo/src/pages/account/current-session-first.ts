/**
 * The sessions to list: the one of this device first, then the others in the server's order
 * (newest first), so "This device" never hides below a device signed in later.
 */
export function currentSessionFirst<Session extends { id: string }>(
  sessions: readonly Session[],
  currentSessionId: string,
): Session[] {
  const current = sessions.filter((session) => session.id === currentSessionId);
  const others = sessions.filter((session) => session.id !== currentSessionId);
  return [...current, ...others];
}
