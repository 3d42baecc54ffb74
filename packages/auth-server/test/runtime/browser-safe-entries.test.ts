// @tollgate/auth-server/access, /errors and /client-paths are imported by browser code (client plugins, apps):
// bundled for the browser they must carry no Node built-in and no server code.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { bundleFor } from "./bundle-for";

/** Where the bundled files of a browser-safe entry may come from: its own folder, nothing else. */
const ALLOWED_SOURCES: Record<string, RegExp> = {
  access: /^src\/(access\/[\w-]+|errors\/define-error-codes)\.ts$/,
  errors: /^src\/errors\/(index|auth-error-codes|define-error-codes)\.ts$/,
  "client-paths": /^src\/client-paths\/index\.ts$/,
};

const SERVER_CODE = /node_modules|better-call|kysely|zod|@oslojs|src\/(api|db|routes|session)\//;

async function bundleEntry(entry: string) {
  return bundleFor(`export * from "@tollgate/auth-server/${entry}";`, { format: "esm" });
}

describe("browser-safe entries", () => {
  it.each(["access", "errors", "client-paths"])(
    "./%s bundles for the browser with no node: import and no server dependency",
    async (entry) => {
      const bundle = await bundleEntry(entry);
      expect(bundle.externalImports).toEqual([]);
      expect(bundle.inputs.filter((input) => SERVER_CODE.test(input))).toEqual([]);
      expect(bundle.inputs.filter((input) => !ALLOWED_SOURCES[entry]?.test(input))).toEqual([]);
      expect(bundle.code).not.toMatch(/\brequire\(|["']node:/);
    },
  );

  it("the bundles work on their own: ./access authorizes, ./errors formats catalogue messages", async () => {
    const directory = mkdtempSync(join(tmpdir(), "tollgate-browser-entries-"));
    try {
      // The module's type is the entry's own: the bundle is that entry.
      const load = async <Module>(entry: string): Promise<Module> => {
        const file = join(directory, `${entry}.mjs`);
        writeFileSync(file, (await bundleEntry(entry)).code);
        return import(pathToFileURL(file).href);
      };
      const access = await load<typeof import("@tollgate/auth-server/access")>("access");
      const ac = access.createAccessControl({ project: ["create", "delete"] });
      const editor = ac.newRole({ project: ["create"] });
      expect(editor.authorize({ project: ["delete"] })).toEqual({
        success: false,
        error: 'unauthorized to access resource "project"',
      });
      expect(
        access.hasPermission({
          role: "viewer,editor",
          permissions: { project: ["create"] },
          roles: { editor },
        }),
      ).toBe(true);
      const errors = await load<typeof import("@tollgate/auth-server/errors")>("errors");
      expect(errors.AUTH_ERROR_CODES.USER_NOT_FOUND).toBe("User not found");
      const catalogue = errors.defineErrorCodes({ NOT_FOUND: "Provider {x} not found" });
      expect(errors.formatMessage(catalogue.NOT_FOUND, { x: "github" })).toBe(
        "Provider github not found",
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it("the check itself: the main entry, bundled the same way, is flagged as server code", async () => {
    const main = await bundleFor(`export * from "@tollgate/auth-server";`, { format: "esm" });
    expect(main.inputs.some((input) => SERVER_CODE.test(input))).toBe(true);
  });
});
