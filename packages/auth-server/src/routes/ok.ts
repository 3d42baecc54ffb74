import { z } from "zod";
import { createAuthEndpoint } from "../api/create-auth-endpoint";

/** Spec §2: health check. */
export const ok = createAuthEndpoint(
  "/ok",
  {
    method: "GET",
    metadata: {
      openapi: { summary: "Whether the server answers" },
      responseSchema: z.object({ ok: z.boolean() }),
      errorCodes: [],
    },
  },
  async () => ({ ok: true }),
);
