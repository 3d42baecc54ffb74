import { defineConfig } from "tsup";

// One output file per language, so an app's bundler takes only the languages it imports.
export default defineConfig({
  entry: {
    index: "src/index.ts",
    all: "src/all.ts",
    en: "src/locales/en.ts",
    ru: "src/locales/ru.ts",
    uk: "src/locales/uk.ts",
    es: "src/locales/es.ts",
    de: "src/locales/de.ts",
    pl: "src/locales/pl.ts",
    fr: "src/locales/fr.ts",
    tr: "src/locales/tr.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
});
