import type { AuthClientOptions } from "./client/client-options";
import { createClientRuntime } from "./client/create-client-runtime";
import { createProxy } from "./proxy/create-proxy";
import type { DefaultServer, ServerShape, VanillaAuthClient } from "./types/infer-client";

export * from "./public-types";

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
  const runtime = createClientRuntime(options ?? {});
  return createProxy(
    {
      ...runtime.actions,
      $fetch: runtime.$fetch,
      $session: runtime.$session,
      $store: runtime.$store,
      $ERROR_CODES: runtime.$ERROR_CODES,
      $Infer: {},
      useSession: runtime.$session,
    },
    runtime.$fetch,
    runtime.pathMethods,
  );
}
