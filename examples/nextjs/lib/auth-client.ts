import { createAuthClient } from "@tollgate/auth-client-react";

// Same origin as the page: no baseURL needed.
export const authClient = createAuthClient();
