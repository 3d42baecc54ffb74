import { createAuthEndpoint } from "../api/create-auth-endpoint";

/** Spec §2: health check. */
export const ok = createAuthEndpoint("/ok", { method: "GET" }, async () => ({ ok: true }));
