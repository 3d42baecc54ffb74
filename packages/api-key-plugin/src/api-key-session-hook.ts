import { admitSession, type BeforeHook, type HookContext } from "@tollgate/auth-server";
import { apiKeyError } from "./api-key-error";
import type { ResolvedApiKeyOptions } from "./options";
import { spendApiKey } from "./spend-key";

const keyOf = (context: HookContext, headers: readonly string[]) => {
  for (const name of headers) {
    const value = context.getHeader(name);
    if (value) return value;
  }
  return null;
};

/**
 * With enableSessionForAPIKeys: a request carrying a key (and no session cookie decides
 * otherwise) is a session of the key's owner for that request — get-session answers it, and
 * session-required endpoints work for scripts. The key's use is counted like verify's.
 * The session is the request's only: nothing is stored, no cookie is set. It passes the core's
 * session gate as a credential: never fresh, refused on interactive-only endpoints (key
 * management, administration, email, password, deletion, linking) unless the app allowed them
 * (`keySessionAllowedPaths`), held to the key's permissions, and to every plugin's rule (a ban).
 */
export function apiKeySessionHook(options: ResolvedApiKeyOptions): BeforeHook {
  return {
    matcher: (context) => keyOf(context, options.headers) !== null,
    handler: async (context) => {
      const key = keyOf(context, options.headers) ?? "";
      const { context: request } = context;
      const row = await spendApiKey(request, key);
      const user = await request.internalAdapter.findUserById(row.userId);
      if (!user) throw apiKeyError("UNAUTHORIZED", "INVALID_USER_ID_FROM_API_KEY");
      const now = new Date();
      const session = {
        user,
        session: {
          id: row.id,
          token: row.id,
          userId: user.id,
          expiresAt:
            row.expiresAt ?? new Date(now.getTime() + request.sessionConfig.expiresIn * 1000),
          ipAddress: request.clientIp,
          userAgent: context.getHeader("user-agent"),
          createdAt: row.createdAt,
          updatedAt: now,
        },
      };
      await admitSession(request, session, {
        kind: "credential",
        name: "api-key",
        permissions: row.permissions,
        mayCall: options.keySessionAllowedPaths,
      });
      request.currentSession = session;
      if (context.path === "/get-session") return { response: session };
    },
  };
}
