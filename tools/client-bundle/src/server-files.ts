// Which of @tollgate/auth-server's files a browser bundle may hold. In the packages' dist, the
// server's dependencies (better-call, kysely, …) are bundled into its chunks, so no input path
// names them: what tells server code apart is which of the server's files came in.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type BundleFrom, browserBundle } from "./browser-bundle";

/** A package that depends on the server, whose node_modules resolve `@tollgate/auth-server`. */
const SERVER_DEPENDENT = realpathSync(
  fileURLToPath(new URL("../node_modules/@tollgate/admin-plugin", import.meta.url)),
);

export const isServerFile = (input: string): boolean => input.includes("auth-server/");

/**
 * The server's files that its browser-safe entries (`@tollgate/auth-server/access` and
 * `/errors`) bring into a bundle, from `from`: the only ones a client bundle may hold.
 */
export async function browserSafeServerFiles(from: BundleFrom = "dist"): Promise<Set<string>> {
  const { inputs } = await browserBundle(
    `export * from "@tollgate/auth-server/access";\nexport * from "@tollgate/auth-server/errors";`,
    SERVER_DEPENDENT,
    from,
  );
  return new Set(inputs.filter(isServerFile));
}
