import type { AfterHook, SessionWithUser } from "@tollgate/auth-server";
import type { KeyStore } from "./key-store";
import type { ResolvedJwtOptions } from "./options";
import { signSessionToken } from "./sign-session-token";

export const JWT_HEADER = "set-auth-jwt";

const isSession = (value: unknown): value is SessionWithUser =>
  typeof value === "object" &&
  value !== null &&
  "session" in value &&
  "user" in value &&
  typeof value.user === "object" &&
  value.user !== null;

/** After get-session answers a session: its JWT in the `set-auth-jwt` header, readable by scripts. */
export function jwtHeaderHook(options: ResolvedJwtOptions, keys: KeyStore): AfterHook {
  return {
    matcher: (context) => context.path === "/get-session",
    handler: async (context) => {
      if (!isSession(context.returned)) return;
      const token = await signSessionToken(context.context, context.returned, options, keys);
      context.setHeader(JWT_HEADER, token);
      const exposed = context.responseHeaders.get("access-control-expose-headers");
      context.setHeader(
        "access-control-expose-headers",
        exposed ? `${exposed}, ${JWT_HEADER}` : JWT_HEADER,
      );
    },
  };
}
