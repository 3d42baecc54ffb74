/** Where the demo's client sends its calls (the auth client's default base path). */
const AUTH_BASE_PATH = "/api/auth";

/** The most events one export holds (the server's limit for format=jsonl). */
const EXPORT_LIMIT = 10_000;

/**
 * Downloads the events matching `query` as JSON lines (`audit-events.jsonl`), straight from
 * list-audit-events with format=jsonl. Read as text, not through the client: it parses JSON.
 * Answers whether the server gave the file.
 */
export async function exportEventsAsJsonLines(
  query: Readonly<Record<string, string>>,
): Promise<boolean> {
  const params = new URLSearchParams({ ...query, format: "jsonl", limit: String(EXPORT_LIMIT) });
  const response = await fetch(`${AUTH_BASE_PATH}/admin/list-audit-events?${params}`, {
    credentials: "same-origin",
  });
  if (!response.ok) return false;
  const file = new Blob([await response.text()], { type: "application/x-ndjson" });
  const address = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = address;
  link.download = "audit-events.jsonl";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns: let it go a moment later.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
  return true;
}
