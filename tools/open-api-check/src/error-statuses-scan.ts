import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

// Which error codes each endpoint of the packages can answer, and with which HTTP status, read
// from the sources: every `xxxError("STATUS", "CODE")` (and `catalogueError(CATALOGUE, "STATUS",
// "CODE")`) in the endpoint's file and in the files it imports, followed through relative
// imports and through names imported from @tollgate/auth-server to the file that defines them.
// The statuses are better-call's names (BAD_REQUEST → 400).

const STATUS_NUMBERS: Readonly<Record<string, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  GONE: 410,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_ENTITY: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};
const STATUS = `(${Object.keys(STATUS_NUMBERS).join("|")})`;
/** `organizationError("FORBIDDEN", "CODE"`, `catalogueError(X, "FORBIDDEN", "CODE"`. */
const LITERAL_THROW = new RegExp(
  `\\w*Error\\(\\s*(?:[\\w.]+\\s*,\\s*)?"${STATUS}"\\s*,\\s*"([A-Z][A-Z0-9_]+)"`,
  "g",
);
/** A status with a code from a variable: `organizationError("FORBIDDEN", refusal)`. */
const VARIABLE_THROW = new RegExp(
  `\\w*Error\\(\\s*(?:[A-Z][\\w.]*\\s*,\\s*)?"${STATUS}"\\s*,\\s*[a-z][\\w.?]*`,
  "g",
);
/** A code from a variable of a named catalogue: `catalogueError(ACCESS_ERROR_CODES, "FORBIDDEN", code)`. */
const CATALOGUE_THROW = new RegExp(
  `catalogueError\\(\\s*([A-Z][A-Z0-9_]+)\\s*,\\s*"${STATUS}"\\s*,\\s*[a-z]`,
  "g",
);
/** `export const AUTH_ERROR_CODES = defineErrorCodes({ … })`: a catalogue's name and its codes. */
const CATALOGUE = /export const ([A-Z][A-Z0-9_]+)\s*=[^{]*defineErrorCodes\(\{([\s\S]*?)\n\}\)/g;
/** A parameter or variable whose default is a code: `missing: OrganizationErrorCode = "NO_ACTIVE_ORGANIZATION"`. */
const CODE_DEFAULT = /(\w+)\s*:\s*\w+\s*=\s*"([A-Z][A-Z0-9_]+)"/g;
/** A throw with a literal status and a plain variable as the code: `organizationError("FORBIDDEN", refusal)`. */
const NAMED_VARIABLE_THROW = new RegExp(
  `\\w*Error\\(\\s*"${STATUS}"\\s*,\\s*([a-z]\\w*)\\s*[,)]`,
  "g",
);
const ENDPOINT = /createAuthEndpoint\(\s*"([^"]+)"/g;
const RELATIVE_IMPORT = /(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.{1,2}\/[^"]+)"/g;
const CORE_IMPORT = /import\s+(?!type\b)\{([^}]*)\}\s*from\s+"@tollgate\/auth-server"/g;
const CATALOGUE_KEY = /^\s+([A-Z][A-Z0-9_]+):/gm;
const CODE_LITERAL = /"([A-Z][A-Z0-9_]{2,})"/g;

/** Code → statuses (ascending), for one endpoint path. */
export type EndpointErrorStatuses = Record<string, number[]>;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), base];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

interface ScannedFile {
  imports: string[];
  coreNames: string[];
  thrown: [code: string, status: number][];
  variableStatuses: number[];
  catalogueThrows: [catalogue: string, status: number][];
  literals: string[];
  endpoints: string[];
}

function scanFile(path: string): ScannedFile {
  const text = readFileSync(path, "utf8");
  const matches = (pattern: RegExp) => [...text.matchAll(pattern)];
  return {
    imports: matches(RELATIVE_IMPORT).flatMap((m) => resolveImport(path, m[1] ?? "") ?? []),
    coreNames: matches(CORE_IMPORT).flatMap((m) =>
      (m[1] ?? "")
        .split(",")
        .map(
          (name) =>
            name
              .replace(/^\s*type\s+/, "")
              .split(/\s+as\s+/)[0]
              ?.trim() ?? "",
        )
        .filter((name) => name.length > 0),
    ),
    thrown: [
      ...matches(LITERAL_THROW).map((m): [string, number] => [
        m[2] ?? "",
        STATUS_NUMBERS[m[1] ?? ""] ?? 0,
      ]),
      // A code variable's default, thrown through that variable with a literal status.
      ...matches(NAMED_VARIABLE_THROW).flatMap((m): [string, number][] => {
        const code = matches(CODE_DEFAULT).find((d) => d[1] === m[2])?.[2];
        return code ? [[code, STATUS_NUMBERS[m[1] ?? ""] ?? 0]] : [];
      }),
    ],
    variableStatuses: matches(VARIABLE_THROW).map((m) => STATUS_NUMBERS[m[1] ?? ""] ?? 0),
    catalogueThrows: matches(CATALOGUE_THROW).map((m) => [
      m[1] ?? "",
      STATUS_NUMBERS[m[2] ?? ""] ?? 0,
    ]),
    literals: matches(CODE_LITERAL).map((m) => m[1] ?? ""),
    endpoints: matches(ENDPOINT).map((m) => m[1] ?? ""),
  };
}

/**
 * Every endpoint path of the packages under `packagesDir` → the codes it can answer with their
 * statuses. Codes named in its files without a status of their own there (passed to a helper
 * that throws them) take the statuses that code is thrown with elsewhere in the package, else
 * the status of the helper's throw when the files have just one such status.
 */
export function scanEndpointErrorStatuses(
  packagesDir: string,
): Record<string, EndpointErrorStatuses> {
  const packages = readdirSync(packagesDir).filter((name) =>
    existsSync(join(packagesDir, name, "src")),
  );
  const files = new Map<string, ScannedFile>();
  const packageOf = new Map<string, string>();
  for (const name of packages)
    for (const path of sourceFiles(join(packagesDir, name, "src"))) {
      files.set(path, scanFile(path));
      packageOf.set(path, name);
    }
  // Where each name exported by the core is defined (its function or constant).
  const coreDefinitions = new Map<string, string>();
  for (const [path] of files) {
    if (packageOf.get(path) !== "auth-server") continue;
    const text = readFileSync(path, "utf8");
    for (const m of text.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|class)\s+(\w+)/g))
      if (m[1] && !coreDefinitions.has(m[1])) coreDefinitions.set(m[1], path);
  }
  // The codes of the catalogues, and the statuses each code is thrown with in each package.
  const catalogueCodes = new Set<string>();
  const catalogues = new Map<string, string[]>();
  const packageStatuses = new Map<string, Map<string, Set<number>>>();
  for (const [path, file] of files) {
    if (/error-codes\.ts$/.test(path)) {
      const text = readFileSync(path, "utf8");
      for (const m of text.matchAll(CATALOGUE_KEY)) if (m[1]) catalogueCodes.add(m[1]);
      for (const m of text.matchAll(CATALOGUE))
        catalogues.set(
          m[1] ?? "",
          [...(m[2] ?? "").matchAll(CATALOGUE_KEY)].map((k) => k[1] ?? ""),
        );
    }
    const name = packageOf.get(path) ?? "";
    const byCode = packageStatuses.get(name) ?? new Map<string, Set<number>>();
    packageStatuses.set(name, byCode);
    for (const [code, status] of file.thrown) {
      const statuses = byCode.get(code) ?? new Set<number>();
      statuses.add(status);
      byCode.set(code, statuses);
    }
  }
  const reachable = (start: string): ScannedFile[] => {
    const seen = new Set<string>([start]);
    const queue = [start];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const file = files.get(next);
      if (!file) continue;
      const targets = [
        ...file.imports,
        ...file.coreNames.flatMap((name) => coreDefinitions.get(name) ?? []),
      ];
      for (const target of targets)
        if (!seen.has(target) && !target.endsWith("index.ts")) {
          seen.add(target);
          queue.push(target);
        }
    }
    return [...seen].flatMap((path) => files.get(path) ?? []);
  };
  const table: Record<string, EndpointErrorStatuses> = {};
  for (const [path, file] of files) {
    if (file.endpoints.length === 0) continue;
    const reached = reachable(path);
    const statuses = new Map<string, Set<number>>();
    const add = (code: string, status: number) => {
      const set = statuses.get(code) ?? new Set<number>();
      set.add(status);
      statuses.set(code, set);
    };
    for (const scanned of reached) {
      for (const [code, status] of scanned.thrown) add(code, status);
      for (const [catalogue, status] of scanned.catalogueThrows)
        for (const code of catalogues.get(catalogue) ?? []) add(code, status);
    }
    const variable = new Set(reached.flatMap((scanned) => scanned.variableStatuses));
    const known = packageStatuses.get(packageOf.get(path) ?? "") ?? new Map();
    const core = packageStatuses.get("auth-server") ?? new Map();
    for (const scanned of reached)
      for (const code of scanned.literals) {
        if (statuses.has(code) || !catalogueCodes.has(code)) continue;
        const elsewhere: Set<number> | undefined = known.get(code) ?? core.get(code);
        if (elsewhere) for (const status of elsewhere) add(code, status);
        else if (variable.size === 1) for (const status of variable) add(code, status);
        // Thrown through a helper with more than one status: the code, status unknown.
        else if (variable.size > 1) statuses.set(code, new Set());
      }
    const entry: EndpointErrorStatuses = {};
    for (const code of [...statuses.keys()].sort())
      entry[code] = [...(statuses.get(code) ?? [])].sort((a, b) => a - b);
    for (const endpoint of file.endpoints) table[endpoint] = entry;
  }
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
}

/** Per endpoint, its codes by status ("4XX": a code whose status is not known). */
export function codesByStatus(
  table: Record<string, EndpointErrorStatuses>,
): Record<string, Record<string, string[]>> {
  return Object.fromEntries(
    Object.entries(table).map(([path, codes]) => {
      const byStatus: Record<string, string[]> = {};
      for (const [code, statuses] of Object.entries(codes))
        for (const status of statuses.length > 0 ? statuses.map(String) : ["4XX"])
          byStatus[status] = [...(byStatus[status] ?? []), code];
      const sorted = Object.keys(byStatus)
        .sort()
        .map((status) => [status, byStatus[status] ?? []]);
      return [path, Object.fromEntries(sorted)];
    }),
  );
}

/** The generated module's text (biome formats it after). */
export function errorStatusesModule(table: Record<string, EndpointErrorStatuses>): string {
  return `// Generated by tools/open-api-check (pnpm --filter @tollgate/open-api-check error-statuses)
// from the packages' sources; a test there fails when it is out of date. Do not edit.

/**
 * The error codes each first-party endpoint can answer, by path, grouped by HTTP status: the
 * OpenAPI document lists each endpoint's refusals under their own status ("4XX": a code thrown
 * through a helper that answers it with more than one status).
 */
export const ENDPOINT_ERROR_STATUSES: Readonly<
  Record<string, Readonly<Record<string, readonly string[]>>>
> = ${JSON.stringify(codesByStatus(table), null, 2)};
`;
}
