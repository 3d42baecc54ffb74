import { type APIError, catalogueError } from "@tollgate/auth-server";
import { ACCESS_ERROR_CODES, type AccessErrorCode } from "@tollgate/auth-server/access";

interface AccessRefusal {
  code: AccessErrorCode;
  values?: { resource: string };
}

/** Which catalogue entry a role.authorize refusal message is, and the resource it names. */
export function readAccessRefusal(message: string): AccessRefusal {
  for (const code of Object.keys(ACCESS_ERROR_CODES) as AccessErrorCode[]) {
    const [before = "", after] = ACCESS_ERROR_CODES[code].split("{resource}");
    if (after === undefined) {
      if (message === before) return { code };
      continue;
    }
    const fits =
      message.length > before.length + after.length &&
      message.startsWith(before) &&
      message.endsWith(after);
    if (fits)
      return {
        code,
        values: { resource: message.slice(before.length, message.length - after.length) },
      };
  }
  return { code: "NOT_AUTHORIZED" };
}

/** 403 with the spec's authorization text (§8) that the permission check answered. */
export function accessRefused(message: string): APIError {
  const { code, values } = readAccessRefusal(message);
  return catalogueError(ACCESS_ERROR_CODES, "FORBIDDEN", code, values ? { values } : undefined);
}
