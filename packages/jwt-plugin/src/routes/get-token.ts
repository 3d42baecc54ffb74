import { createAuthEndpoint, requireSession } from "@tollgate/auth-server";
import { z } from "zod";
import type { KeyStore } from "../key-store";
import type { ResolvedJwtOptions } from "../options";
import { signSessionToken } from "../sign-session-token";

/** A signed JWT (compact serialisation) for the caller's session. */
const tokenAnswer = z.object({ token: z.jwt() });

export type GetTokenEndpoint = ReturnType<typeof createGetToken>;

/** GET /token → {token}: a JWT for the caller's session (401 without one). */
export function createGetToken(options: ResolvedJwtOptions, keys: KeyStore) {
  return createAuthEndpoint(
    "/token",
    {
      method: "GET",
      metadata: {
        openapi: { summary: "A JWT for the caller's session" },
        responseSchema: tokenAnswer,
      },
    },
    async (ctx) => {
      const session = await requireSession(ctx);
      ctx.setHeader("cache-control", "no-store");
      return { token: await signSessionToken(ctx.context, session, options, keys) };
    },
  );
}
