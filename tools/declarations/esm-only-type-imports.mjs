// Run after tsup in a package's build: `node ../../tools/declarations/esm-only-type-imports.mjs <package>…`.
//
// A CommonJS app type-checking under `module: node16` (or nodenext before TypeScript 5.8) reads
// our CommonJS declarations (dist/*.d.cts). Where those import a package whose types for
// `require` are an ES module (nanostores) or themselves import one (better-call's .d.cts imports
// rou3), the app's check fails with TS1479, although only types cross the import. Each such
// import becomes type-only and resolved as ES (`resolution-mode: import`, TypeScript 5.3+),
// which every module setting accepts:
//   import { A } from 'x'          → import type { A } from 'x' with { 'resolution-mode': 'import' }
//   import * as x from 'x'         → import type * as x from 'x' with { … }
//   import 'x'                     → dropped (a declaration file's side-effect import carries nothing)
//   export { A } from 'x'          → A as a value (typeof) and a type, both from the ES types
// The runtime files are untouched: they `require` the package as before.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const packages = process.argv.slice(2);
if (packages.length === 0) throw new Error("esm-only-type-imports: name the packages to rewrite.");
const dist = join(process.cwd(), "dist");
const AS_ESM = "with { 'resolution-mode': 'import' }";
// The package itself or one of its subpaths (msw and msw/node).
const source = `((?:${packages.join("|")})(?:/[^']*)?)`;

const namedImport = new RegExp(
  `^import (?:type )?(\\{[^}]*\\}|\\* as \\w+) from '${source}';$`,
  "gm",
);
const bareImport = new RegExp(`^import '${source}';\\n`, "gm");
const valueReExport = new RegExp(`^export \\{([^}]*)\\} from '${source}';$`, "gm");

/** `export { A, B as C } from 'x'` as declarations that never load x's CommonJS types. */
function reExportFromEsmTypes(names, from) {
  const lines = [];
  const exported = [];
  for (const part of names
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)) {
    const [imported, as = imported] = part.split(/\s+as\s+/);
    const local = `${as}$esm`;
    const type = `import('${from}', { with: { 'resolution-mode': 'import' } }).${imported}`;
    lines.push(`declare const ${local}: typeof ${type};`, `type ${local} = ${type};`);
    exported.push(`${local} as ${as}`);
  }
  return [...lines, `export { ${exported.join(", ")} };`].join("\n");
}

let rewritten = 0;
for (const file of readdirSync(dist).filter((name) => name.endsWith(".d.cts"))) {
  const path = join(dist, file);
  const before = readFileSync(path, "utf8");
  const after = before
    .replace(
      namedImport,
      (_, bindings, from) => `import type ${bindings} from '${from}' ${AS_ESM};`,
    )
    .replace(bareImport, "")
    .replace(valueReExport, (_, names, from) => reExportFromEsmTypes(names, from));
  if (after !== before) {
    writeFileSync(path, after);
    rewritten += 1;
  }
}
if (rewritten === 0)
  throw new Error(
    `esm-only-type-imports: no dist/*.d.cts imports ${packages.join(" or ")}; drop the step.`,
  );
