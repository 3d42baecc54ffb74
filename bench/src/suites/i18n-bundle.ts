import type { BenchRow } from "../types.js";

/** An app that ships German: translateError from the root entry and one language module. */
const ONE_LANGUAGE = `
import { translateError } from "@tollgate/i18n";
import { de } from "@tollgate/i18n/de";
export const say = (error: { code?: string; message?: string }) => translateError(error, de);
`;

/** An app with a language picker: every language, looked up by id or tag. */
const ALL_LANGUAGES = `
import { translateError } from "@tollgate/i18n/all";
export const say = (error: { code?: string; message?: string }, locale: string) =>
  translateError(error, locale);
`;

type MeasureBundle = (entry: string) => Promise<{ raw: number; gzip: number }>;

/**
 * The client-bundle rows of @tollgate/i18n: what an app that ships one language pays, against
 * one that ships all eight (the same measure as the client rows: esbuild, minified, gzipped).
 */
export async function i18nBundleRows(measure: MeasureBundle): Promise<BenchRow[]> {
  const [one, all] = await Promise.all([measure(ONE_LANGUAGE), measure(ALL_LANGUAGES)]);
  const row = (metric: string, ours: number, theirs: number): BenchRow => ({
    suite: "client-bundle",
    case: "translateError + one language (de) vs all eight",
    metric,
    ours,
    theirs,
    against: "@tollgate/i18n/all (8 languages)",
    higherIsBetter: false,
  });
  return [
    {
      ...row("gzip bytes", one.gzip, all.gzip),
      note: `one language is ${((one.gzip / all.gzip) * 100).toFixed(1)}% of all eight gzipped (English, the fallback, is in both)`,
    },
    row("minified bytes", one.raw, all.raw),
  ];
}
