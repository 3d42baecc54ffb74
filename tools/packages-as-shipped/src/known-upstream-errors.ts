/**
 * Errors the check reports but does not fail on, each with its reason: other projects'
 * declarations no change of ours can fix, and one of ours still open. Everything else fails.
 */
export const KNOWN_UPSTREAM_ERRORS = [
  {
    // better-call's own CommonJS declarations (context.d.cts) import rou3, an ES module. Every
    // package whose endpoint types are better-call's carries it, Better Auth too. TypeScript
    // 5.8+ accepts it under nodenext (require of ES modules); node16 never does.
    code: "TS1479",
    file: /node_modules\/better-call\/dist\/[^/]+\.d\.cts$/,
    reason: "better-call's .d.cts imports rou3, an ES module (upstream)",
  },
  {
    // Ours, open: auth-client-react's .d.cts imports nanostores (an ES module only) for its
    // atom types. Bundling nanostores and writing its types into ours removes it, but the
    // browser bundles then grew past their budget (tools/client-bundle); to be done with that
    // measured. Same TypeScript versions as above.
    code: "TS1479",
    file: /node_modules\/@tollgate\/auth-client-react\/dist\/[^/]+\.d\.cts$/,
    reason: "auth-client-react's .d.cts imports nanostores, an ES module (open)",
  },
];

const ERROR_LINE = /^(?<file>[^(\n]+)\(\d+,\d+\): error (?<code>TS\d+):/;

/** tsc's error lines split into the known upstream ones and the rest. */
export function splitErrors(output: string): { known: string[]; unknown: string[] } {
  const known: string[] = [];
  const unknown: string[] = [];
  for (const line of output.split("\n")) {
    const match = ERROR_LINE.exec(line);
    if (!match?.groups) continue;
    const { file = "", code = "" } = match.groups;
    const upstream = KNOWN_UPSTREAM_ERRORS.some((e) => e.code === code && e.file.test(file));
    (upstream ? known : unknown).push(line);
  }
  return { known, unknown };
}
