import { spawnSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repository = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const authServer = join(repository, "packages/auth-server");
export const interopConfig = join(
  repository,
  "tools/database-interop/test/fixtures/auth.config.ts",
);

/** `tollgate <args>` as a process, from auth-server's sources (tsx), as the openapi tests run it. */
export function tollgate(args: string[]) {
  const result = spawnSync(
    process.execPath,
    ["--conditions=@tollgate/source", "--import", "tsx", join(authServer, "src/cli.ts"), ...args],
    { cwd: authServer, encoding: "utf8", timeout: 60_000 },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
