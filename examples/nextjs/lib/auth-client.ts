import { createAuthClient } from "@tollgate/auth-client-react";
import type { auth } from "./auth";

// Same origin as the page: no baseURL needed. The server's type (a type-only import, nothing of
// the server reaches the browser) types every method.
export const authClient = createAuthClient<typeof auth>();
