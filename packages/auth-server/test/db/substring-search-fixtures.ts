import type { Adapter, Where } from "../../src/db/adapter-types";
import { buildSchema } from "../../src/db/merge-schema";

/**
 * A note has `body`, substring-indexed, and `copy`, the same text without an index, so that
 * every search on body can be held against the plain (instr / like) answer on copy; `tag` and
 * `tagCopy` are the same pair for a lowercase field (written and searched lowercased).
 */
export const searchSchema = buildSchema({
  plugins: [
    {
      id: "notes",
      schema: {
        note: {
          fields: {
            body: { type: "string", required: false },
            copy: { type: "string", required: false },
            serial: { type: "number" },
            tag: { type: "string", required: false, lowercase: true },
            tagCopy: { type: "string", required: false, lowercase: true },
          },
          substringIndexes: ["body", "tag"],
        },
      },
    },
  ],
});

/** The same notes without the substring index (a database migrated before the upgrade). */
export const unindexedSchema = buildSchema({
  plugins: [
    {
      id: "notes",
      schema: {
        note: {
          fields: {
            body: { type: "string", required: false },
            copy: { type: "string", required: false },
            serial: { type: "number" },
            tag: { type: "string", required: false, lowercase: true },
            tagCopy: { type: "string", required: false, lowercase: true },
          },
        },
      },
    },
  ],
});

/** Texts chosen for the cases a trigram index could get wrong. */
export const HAND_PICKED_TEXTS: readonly (string | null)[] = [
  "user-07@example.com",
  "user-070@example.com",
  "USER-07@EXAMPLE.COM",
  "Café crème brûlée",
  "CAFÉ CRÈME",
  "naïve façade",
  "emoji 😀🎉 party",
  "😀😀😀😀",
  "a😀b",
  'say "hi" now',
  '""',
  "it's O'Brien's",
  "a*b%c_d!e[f]g",
  "100% _sure_ !",
  "  two  spaces  ",
  "UPPER lower MiXeD",
  "日本語のテキスト",
  "straße STRASSE",
  "İstanbul İİ",
  "ab",
  "x",
  "",
  null,
];

/** Patterns, besides substrings of the texts: wildcards, quotes, cases, short and absent. */
export const HAND_PICKED_PATTERNS: readonly string[] = [
  "user-07",
  "USER-07",
  "user-07@example.com",
  "café",
  "Café",
  "CAFÉ",
  "é",
  "ée",
  "çad",
  "😀",
  "😀😀",
  "😀😀😀",
  "😀🎉",
  "a😀b",
  '"',
  '""',
  '"hi"',
  'say "',
  "'",
  "'s O",
  "*",
  "a*b",
  "%",
  "100%",
  "_",
  "_d!",
  "!",
  "![",
  "[",
  "e[f]",
  " ",
  "  ",
  "  two  ",
  "UPPER",
  "upper",
  "MiXeD",
  "テキスト",
  "ß",
  "straße",
  "SS",
  "İst",
  "İİ",
  "i̇i̇",
  "a",
  "ab",
  "abc",
  "x",
  "nothing like it",
  "zzz",
  "OR",
  "NEAR",
  "body:",
  "^ab",
];

/** A small seeded generator, so a failing case can be run again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ALPHABET = [..."aAbBé😀\"'*%_![ ßx-", "É", "🎉"];

export function randomText(random: () => number, maxLength: number): string {
  const length = Math.floor(random() * (maxLength + 1));
  let text = "";
  for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return text;
}

/** A run of 1 to 5 code points of text, from a random place (or the text when shorter). */
export function randomPiece(random: () => number, text: string): string {
  const points = [...text];
  const start = Math.floor(random() * points.length);
  const length = 1 + Math.floor(random() * 5);
  return points.slice(start, start + length).join("");
}

const contains = (field: string, value: string): Where[] => [
  { field, operator: "contains", value },
];

/** What findMany, count and findPage answer for a contains on `field`, as comparable values. */
export async function searchAnswers(adapter: Adapter, field: string, pattern: string) {
  const where = contains(field, pattern);
  const found = await adapter.findMany({ model: "note", where });
  const counted = await adapter.count({ model: "note", where });
  const page = await adapter.findPage({
    model: "note",
    where,
    sortBy: { field: "serial", direction: "asc" },
    limit: 5,
    offset: 1,
  });
  return {
    found: found.map((row) => String(row.id)).sort(),
    counted,
    page: { total: page.total, ids: page.rows.map((row) => String(row.id)) },
  };
}

/** Inserts the texts as notes (body and copy alike), serial in order. */
export async function insertNotes(adapter: Adapter, texts: readonly (string | null)[]) {
  let serial = 0;
  for (const text of texts) {
    serial += 1;
    await adapter.create({
      model: "note",
      data: { body: text, copy: text, tag: text, tagCopy: text, serial },
    });
  }
}
