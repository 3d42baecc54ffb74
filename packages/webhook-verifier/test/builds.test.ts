import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { packageDir } from "./support/run-cli.js";
import { VECTOR, vectorHeaders } from "./support/vector.js";

const esmUrl = pathToFileURL(join(packageDir, "dist", "index.js")).href;
const cjsPath = join(packageDir, "dist", "index.cjs");

/** Runs an ES module script in a plain Node process (no test-runner resolution) and parses its JSON output. */
function runInNode(script: string): unknown {
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    cwd: packageDir,
  });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout);
}

const setup = `
  import { createRequire } from "node:module";
  const esm = await import(${JSON.stringify(esmUrl)});
  const cjs = createRequire(import.meta.url)(${JSON.stringify(cjsPath)});
  const secret = ${JSON.stringify(VECTOR.secret)};
  const body = ${JSON.stringify(VECTOR.body)};
  const headers = ${JSON.stringify(vectorHeaders())};
  const now = () => ${VECTOR.timestamp * 1000};
`;

describe("the built ESM and CJS copies, in plain Node", () => {
  it("recognise each other's errors (Symbol.for brand, not instanceof)", () => {
    const result = runInNode(`${setup}
      const fromEsm = await esm.createWebhookVerifier({ secret }).verify(body, {}).catch((e) => e);
      const fromCjs = await cjs.createWebhookVerifier({ secret }).verify(body, {}).catch((e) => e);
      console.log(JSON.stringify({
        distinctClasses: esm.WebhookVerificationError !== cjs.WebhookVerificationError,
        instanceofAcross: fromEsm instanceof cjs.WebhookVerificationError,
        cjsGuardOnEsmError: cjs.isWebhookVerificationError(fromEsm),
        esmGuardOnCjsError: esm.isWebhookVerificationError(fromCjs),
        guardOnPlainError: cjs.isWebhookVerificationError(new Error(fromEsm.message)),
        secretGuardOnIt: cjs.isWebhookSecretError(fromEsm),
        code: fromCjs.code,
      }));
    `);
    expect(result).toEqual({
      distinctClasses: true,
      instanceofAcross: false,
      cjsGuardOnEsmError: true,
      esmGuardOnCjsError: true,
      guardOnPlainError: false,
      secretGuardOnIt: false,
      code: "MISSING_REQUIRED_HEADERS",
    });
  });

  it("both verify the published vector", () => {
    const result = runInNode(`${setup}
      const ids = [];
      for (const built of [esm, cjs]) {
        ids.push((await built.createWebhookVerifier({ secret, now }).verify(body, headers)).id);
      }
      console.log(JSON.stringify(ids));
    `);
    expect(result).toEqual([VECTOR.id, VECTOR.id]);
  });
});

describe("a runtime without node:crypto (edge)", () => {
  it("falls back to Web Crypto with crypto: 'auto', and refuses crypto: 'node' clearly", () => {
    const result = runInNode(`
      delete process.getBuiltinModule;
      ${setup}
      const verified = await esm.createWebhookVerifier({ secret, now }).verify(body, headers);
      let refused = "";
      try { esm.createWebhookVerifier({ secret, crypto: "node" }); }
      catch (error) { refused = error.code; }
      console.log(JSON.stringify({ id: verified.id, refused }));
    `);
    expect(result).toEqual({
      id: VECTOR.id,
      refused: "NODE_CRYPTO_IS_NOT_AVAILABLE_IN_THIS_RUNTIME",
    });
  });
});
