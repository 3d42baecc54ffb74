import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { errorStatusesModule, scanEndpointErrorStatuses } from "../src/error-statuses-scan";

// Rewrites auth-server's table of each endpoint's error codes by status from the sources.
const packages = fileURLToPath(new URL("../../../packages", import.meta.url));
const target = `${packages}/auth-server/src/open-api/endpoint-error-statuses.ts`;
writeFileSync(target, errorStatusesModule(scanEndpointErrorStatuses(packages)));
execFileSync("pnpm", ["exec", "biome", "format", "--write", target], { stdio: "inherit" });
