// @vitest-environment node
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { ALL_CATALOGUES } from "../src/all";
import type { Catalogue } from "../src/catalogue";
import { textsOf } from "../src/placeholders";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

/** An app's entry bundled for the browser, minified, with its strings kept readable (utf8). */
async function bundle(entry: string): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: PACKAGE_DIR, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    charset: "utf8",
    conditions: ["@tollgate/source"],
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** Every text of a catalogue that no other given catalogue also holds. */
function ownTexts(catalogue: Catalogue, others: readonly Catalogue[]): string[] {
  const elsewhere = new Set(
    others.flatMap((other) => Object.values(other.messages).flatMap(textsOf)),
  );
  return Object.values(catalogue.messages)
    .flatMap(textsOf)
    .filter((text) => !elsewhere.has(text));
}

function languagesIn(code: string): string[] {
  return ALL_CATALOGUES.filter((catalogue) => {
    const others = ALL_CATALOGUES.filter((other) => other !== catalogue);
    return ownTexts(catalogue, others).some((text) => code.includes(text));
  }).map((catalogue) => catalogue.locale);
}

describe("an app pays for the languages it imports", () => {
  it("translateError with German carries German (and English, the fallback) and nothing else", async () => {
    const code = await bundle(`
      import { translateError } from "@tollgate/i18n";
      import { de } from "@tollgate/i18n/de";
      export const say = (error: { code?: string; message?: string }) => translateError(error, de);
    `);
    expect(languagesIn(code)).toEqual(["en", "de"]);
    const [german] = ALL_CATALOGUES.filter((catalogue) => catalogue.locale === "de");
    const missing = Object.values(german?.messages ?? {})
      .flatMap(textsOf)
      .filter((text) => !code.includes(text));
    expect(missing).toEqual([]);
  });

  it("the root entry alone carries English only", async () => {
    const code = await bundle(`
      import { resolveLocale, translateError } from "@tollgate/i18n";
      export const say = (error: { code?: string }) => translateError(error, resolveLocale("de"));
    `);
    expect(languagesIn(code)).toEqual(["en"]);
  });

  it("each language entry carries that language alone", async () => {
    for (const catalogue of ALL_CATALOGUES) {
      const code = await bundle(
        `export { ${catalogue.locale} } from "@tollgate/i18n/${catalogue.locale}";`,
      );
      expect(languagesIn(code)).toEqual([catalogue.locale]);
    }
  });

  it("the ./all entry carries all eight", async () => {
    const code = await bundle(`
      import { translateError } from "@tollgate/i18n/all";
      export const say = (error: { code?: string }, locale: string) => translateError(error, locale);
    `);
    expect(languagesIn(code).sort()).toEqual(["de", "en", "es", "fr", "pl", "ru", "tr", "uk"]);
  });
});
