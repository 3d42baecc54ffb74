import { spawnSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { generateOpenAPIDocument } from "@tollgate/auth-server/open-api";
import { describe, expect, it } from "vitest";
import { auth as withPlugin } from "./fixtures/with-open-api.config";
import withoutPlugin from "./fixtures/without-plugin.config";
import { expectValidOpenAPI } from "./validate-document";

const packageDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const fixtures = join(packageDirectory, "test/open-api/fixtures");
/** The CLI as a process, from its sources (tsx), as `tollgate <args>` would run. */
function tollgate(args: string[], cwd = packageDirectory) {
  const result = spawnSync(
    process.execPath,
    [
      "--conditions=@tollgate/source",
      "--import",
      "tsx",
      join(packageDirectory, "src/cli.ts"),
      ...args,
    ],
    { cwd, encoding: "utf8", timeout: 30_000 },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("tollgate openapi (as a process)", () => {
  it("prints the document GET /open-api/generate-schema answers, for a config with openAPI()", async () => {
    const printed = tollgate(["openapi", "--config", join(fixtures, "with-open-api.config.ts")]);
    expect(printed.stderr).toBe("");
    expect(printed.code).toBe(0);
    const response = await withPlugin.handler(
      new Request("https://app.example.com/api/auth/open-api/generate-schema"),
    );
    expect(response.status).toBe(200);
    const served = await response.json();
    const document = JSON.parse(printed.stdout);
    expect(document).toEqual(served);
    expect(document.info).toMatchObject({ title: "Example app", version: "2.3.0" });
    expect(document.components.schemas.User.properties).toHaveProperty("locale");
    await expectValidOpenAPI(document);
  }, 60_000);

  it("prints the document of a config without the plugin, under its basePath", async () => {
    const result = tollgate(["openapi", "--config", join(fixtures, "without-plugin.config.ts")]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const document = JSON.parse(result.stdout);
    expect(document).toEqual(
      JSON.parse(JSON.stringify(generateOpenAPIDocument(await withoutPlugin.$context))),
    );
    expect(Object.keys(document.paths)).toContain("/auth/sign-up/email");
    expect(Object.keys(document.paths)).not.toContain("/auth/open-api/generate-schema");
  }, 60_000);

  it("says what is wrong without a config, and lists the command in --help", () => {
    // The package's own folder has no auth.config.*.
    const missing = tollgate(["openapi"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No auth config found");
    expect(missing.stdout).toBe("");
    const help = tollgate(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("openapi      Print the OpenAPI 3.1 document");
  }, 60_000);
});
