import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import type { KeyStore } from "../key-store";
import type { ResolvedJwtOptions } from "../options";
import { signSessionToken } from "../sign-session-token";

export type GetTokenEndpoint = ReturnType<typeof createGetToken>;

/** GET /token → {token}: a JWT for the caller's session (401 without one). */
export function createGetToken(options: ResolvedJwtOptions, keys: KeyStore) {
  return createAuthEndpoint("/token", { method: "GET" }, async (ctx) => {
    const session = await requireSession(ctx);
    ctx.setHeader("cache-control", "no-store");
    return { token: await signSessionToken(ctx.context, session, options, keys) };
  });
}
