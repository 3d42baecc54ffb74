// The CommonJS declarations (dist/*.d.cts) import types from nanostores, which ships as an ES
// module only. A CommonJS consumer type-checking under `module: node16` (or nodenext before
// TypeScript 5.8) then fails with TS1479, although nothing but types crosses that import. Each
// such import becomes a type-only import resolved as ES (`resolution-mode: import`, TypeScript
// 5.3+), which every module setting accepts; side-effect imports of it carry nothing in a
// declaration file and are dropped. Runs after tsup (`pnpm build`).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ESM_ONLY = ["nanostores"];
const dist = new URL("../dist/", import.meta.url).pathname;

const sourcePattern = ESM_ONLY.join("|");
const namedImport = new RegExp(`^import (?:type )?(\\{[^}]*\\}) from '(${sourcePattern})';$`, "gm");
const bareImport = new RegExp(`^import '(?:${sourcePattern})';\\n`, "gm");

let rewritten = 0;
for (const file of readdirSync(dist).filter((name) => name.endsWith(".d.cts"))) {
  const path = join(dist, file);
  const before = readFileSync(path, "utf8");
  const after = before
    .replace(namedImport, `import type $1 from '$2' with { 'resolution-mode': 'import' };`)
    .replace(bareImport, "");
  if (after !== before) {
    writeFileSync(path, after);
    rewritten += 1;
  }
}
if (rewritten === 0)
  throw new Error(
    "esm-only-type-imports: no .d.cts imported an ES-only package; is the step still needed?",
  );
