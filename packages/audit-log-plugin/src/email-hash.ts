import type { SecurityEventPayload } from "@tollgate/auth-server";

const encoder = new TextEncoder();

/** Whether a payload field holds an email address, by its name: `email`, `newEmail`, `previousEmail`, … */
export function isEmailField(name: string): boolean {
  return name === "email" || name.endsWith("Email");
}

/**
 * Replaces the email fields of payloads by "hmac-sha256:<hex>" of the lowercased address under
 * a key: the same address always gives the same value, and the address cannot be read back.
 */
export function createEmailHasher(secret: string) {
  const key = crypto.subtle.importKey(
    "raw",
    encoder.encode(`tollgate-audit-email:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  async function hashEmail(email: string): Promise<string> {
    const mac = await crypto.subtle.sign("HMAC", await key, encoder.encode(email.toLowerCase()));
    const hex = Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0"));
    return `hmac-sha256:${hex.join("")}`;
  }
  return async (payload: SecurityEventPayload): Promise<SecurityEventPayload> => {
    const hashed: Record<string, string | number | boolean | null> = {};
    for (const [name, value] of Object.entries(payload))
      hashed[name] =
        isEmailField(name) && typeof value === "string" ? await hashEmail(value) : value;
    return hashed;
  };
}
