import type { AuthClientOptions } from "./client/client-options";
import { createClient } from "./client/create-client";
import type { DefaultServer, ServerShape, VanillaAuthClient } from "./types/infer-client";

export * from "./public-types";
export { createFetchingStore } from "./store/fetching-store";

/**
 * A framework-free client: `createAuthClient<typeof auth>({ baseURL })`. `client.useSession` is
 * the session atom (subscribe with nanostores' `listen`/`subscribe`).
 */
export function createAuthClient<
  Server extends ServerShape = DefaultServer,
  const Options extends AuthClientOptions = AuthClientOptions,
>(
  options?: Options,
): VanillaAuthClient<Server, Options> & {
  useSession: VanillaAuthClient<Server, Options>["$session"];
} {
  return createClient(options, (root, atoms) => {
    root.useSession = atoms.session;
  });
}
