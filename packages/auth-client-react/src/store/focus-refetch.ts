/** Calls `refetch` when the page becomes visible again; returns the unsubscribe. */
export function onPageVisible(refetch: () => void): () => void {
  const onVisibility = () => document.visibilityState === "visible" && refetch();
  document.addEventListener("visibilitychange", onVisibility);
  return () => document.removeEventListener("visibilitychange", onVisibility);
}
