/** What `Date#toJSON` writes (the server's dates): UTC, `Z`, optional fraction. */
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** Revives ISO timestamps into Dates, so `user.createdAt` is the Date the types promise. */
const reviveDates = (_key: string, value: unknown) =>
  typeof value === "string" && ISO_DATE.test(value) ? new Date(value) : value;

/** The answer's JSON (or text when it is not JSON); null for an empty body. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text, reviveDates);
  } catch {
    return text;
  }
}
