/**
 * Errors the check reports but does not fail on, each with its reason: other projects'
 * declarations no change of ours can fix. Everything else fails.
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
