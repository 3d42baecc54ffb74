import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Row, Where } from "../../src/db/adapter-types";
import { createKyselyAdapter } from "../../src/db/kysely-adapter";
import { buildSchema } from "../../src/db/merge-schema";
import { getMigrations } from "../../src/db/migrate";
import type { DatabaseSchema } from "../../src/db/schema-types";
import { textBlocksOf } from "../../src/db/text-blocks";
import { testDatabases } from "../support/databases";
import { closeRecordedSqlites, openRecordedSqlite } from "./recorded-sqlite";

const plainSchema: DatabaseSchema = {
  person: {
    fields: {
      email: { type: "string" },
      name: { type: "string", required: false },
      age: { type: "number", required: false },
    },
  },
};
const searchedSchema: DatabaseSchema = {
  person: {
    ...plainSchema.person,
    fields: { ...plainSchema.person?.fields },
    substringIndexes: ["email", "name"],
  },
};

afterEach(closeRecordedSqlites);

/** A small, repeatable random sequence (mulberry32). */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Few letters, so that values share substrings and a search often matches across the values
// joined in a block (the separator is a newline, which the alphabet has too).
const ALPHABET = ["a", "b", "-", "@", ".", "\n", "é", "€", "Z"];

function text(random: () => number, length: number): string {
  let value = "";
  for (let index = 0; index < length; index++) {
    value += ALPHABET[Math.floor(random() * ALPHABET.length)];
  }
  return value;
}

type Person = Row & {
  id: string;
  email: string;
  name: string | null;
};

/** What instr would answer: every person whose field contains the value. */
function expected(people: Person[], field: "email" | "name", value: string): Person[] {
  return people.filter((person) => person[field]?.includes(value) === true);
}

describe("substring search on SQLite's block tables", () => {
  it("answers every search exactly as instr does, through inserts, updates and deletes", async () => {
    const { db, dialect, prepared } = await openRecordedSqlite(searchedSchema);
    const adapter = createKyselyAdapter(db, dialect, searchedSchema);
    const random = randomFrom(7);
    const people = new Map<string, Person>();
    const add = async (count: number) => {
      for (let index = 0; index < count; index++) {
        const email = `${text(random, 2 + Math.floor(random() * 8))}#${people.size}-${index}`;
        const name = random() < 0.15 ? null : text(random, Math.floor(random() * 6));
        const person = await adapter.create<Person>({ model: "person", data: { email, name } });
        people.set(person.id, { id: person.id, email, name });
      }
    };
    const check = async (round: string) => {
      const everyone = [...people.values()];
      const values = ["a", "ab", "-a", "\n", "a\nb", "é€", "Z@", "#1", "zzz", "", "b.a-"];
      for (const field of ["email", "name"] as const) {
        for (const value of values) {
          const where: Where[] = [{ field, operator: "contains", value }];
          const matching = expected(everyone, field, value);
          const sortBy = { field: "email", direction: "asc" as const };
          const page = await adapter.findPage<Person>({
            model: "person",
            where,
            sortBy,
            limit: 7,
            offset: 3,
          });
          const label = `${round}: ${field} contains ${JSON.stringify(value)}`;
          expect(page.total, label).toBe(matching.length);
          const sorted = matching.map((person) => person.email).sort();
          expect(
            page.rows.map((row) => row.email),
            label,
          ).toEqual(sorted.slice(3, 10));
          const all = await adapter.findPage<Person>({ model: "person", where });
          expect(new Set(all.rows.map((row) => row.id)), label).toEqual(
            new Set(matching.map((person) => person.id)),
          );
        }
      }
    };

    await add(300);
    prepared.length = 0;
    await check("after the inserts");
    expect(prepared.some((text) => text.includes('"__blocks"'))).toBe(true);

    const ids = [...people.keys()];
    for (const id of ids.filter(() => random() < 0.3)) {
      await adapter.delete({ model: "person", where: [{ field: "id", value: id }] });
      people.delete(id);
    }
    for (const person of [...people.values()].filter(() => random() < 0.3)) {
      const email = `${text(random, 5)}#moved-${person.id}`;
      const name = random() < 0.5 ? null : text(random, 4);
      await adapter.update({
        model: "person",
        where: [{ field: "id", value: person.id }],
        update: { email, name },
      });
      people.set(person.id, { ...person, email, name });
    }
    await add(100);
    await check("after deletes, updates and more inserts");
  });

  it("keeps a row found when its rowid changes, and rowids at the edges of blocks", async () => {
    const { db, dialect } = await openRecordedSqlite(searchedSchema);
    const adapter = createKyselyAdapter(db, dialect, searchedSchema);
    for (const rowid of [-65, -64, -1, 1, 63, 64, 127, 128]) {
      await sql`insert into person (rowid, id, email) values (${rowid}, ${`p${rowid}`}, ${`edge${rowid}@x`})`.execute(
        db,
      );
    }
    await sql`update person set rowid = 5000 where id = 'p63'`.execute(db);
    const search = (value: string) =>
      adapter.findPage<Person>({
        model: "person",
        where: [{ field: "email", operator: "contains", value }],
      });
    expect((await search("edge")).total).toBe(8);
    expect((await search("edge-65@")).rows.map((row) => row.id)).toEqual(["p-65"]);
    expect((await search("edge63@")).rows.map((row) => row.id)).toEqual(["p63"]);
    await sql`delete from person where id = 'p64'`.execute(db);
    expect((await search("edge64@")).total).toBe(0);
  });

  it("leaves an OR of a search and another condition to the plain scan, and serves an AND", async () => {
    const { db, dialect, prepared } = await openRecordedSqlite(searchedSchema);
    const adapter = createKyselyAdapter(db, dialect, searchedSchema);
    for (const [email, age] of [
      ["ann@x", 30],
      ["bob@x", 40],
      ["cy@y", 50],
    ] as const) {
      await adapter.create({ model: "person", data: { email, age } });
    }
    prepared.length = 0;
    const where: Where[] = [
      { field: "email", operator: "contains", value: "@y" },
      { field: "age", operator: "lt", value: 35, connector: "OR" },
    ];
    const page = await adapter.findPage<Person>({
      model: "person",
      where,
      sortBy: { field: "email", direction: "asc" },
    });
    expect(page.rows.map((row) => row.email)).toEqual(["ann@x", "cy@y"]);
    expect(prepared.some((text) => text.includes('"__blocks"'))).toBe(false);

    // AND: the blocks serve the search, the other condition is checked on their rows.
    const both: Where[] = [
      { field: "email", operator: "contains", value: "@x" },
      { field: "age", operator: "gt", value: 35 },
    ];
    const narrowed = await adapter.findPage<Person>({ model: "person", where: both });
    expect(narrowed.rows.map((row) => row.email)).toEqual(["bob@x"]);
    expect(prepared.some((text) => text.includes('"__blocks"'))).toBe(true);
  });

  it("is created by migrate (table, three triggers, the rows already there) and planned once", async () => {
    const { db, dialect, prepared } = await openRecordedSqlite(plainSchema);
    const plain = createKyselyAdapter(db, dialect, plainSchema);
    for (const email of ["before-1@x", "before-2@x", "other@y"]) {
      await plain.create({ model: "person", data: { email } });
    }
    // An adapter that wants the blocks before they exist searches without them.
    const adapter = createKyselyAdapter(db, dialect, searchedSchema);
    const where: Where[] = [{ field: "email", operator: "contains", value: "before" }];
    prepared.length = 0;
    expect((await adapter.findPage({ model: "person", where })).total).toBe(2);
    expect(prepared.some((text) => text.includes('"__blocks"'))).toBe(false);

    const planned = await getMigrations(db, dialect, searchedSchema);
    expect(planned.toSearch.map((blocks) => blocks.name)).toEqual([
      "person_email_blocks",
      "person_name_blocks",
    ]);
    expect(
      planned.statements.filter((statement) => /^create trigger/.test(statement)),
    ).toHaveLength(6);
    await planned.run();
    const names = await sql<{ name: string }>`select name from sqlite_master`.execute(db);
    const blocks = textBlocksOf("person", "email");
    expect(names.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([blocks.table, ...Object.values(blocks.triggers)]),
    );

    // The same process' adapter now reads the blocks, which hold the rows written before.
    prepared.length = 0;
    expect((await adapter.findPage({ model: "person", where })).total).toBe(2);
    expect(prepared.some((text) => text.includes('"__blocks"'))).toBe(true);
    expect((await getMigrations(db, dialect, searchedSchema)).statements).toEqual([]);

    // A trigger lost by hand is put back, and the blocks are filled again.
    await sql.raw(`drop trigger "${blocks.triggers.insert}"`).execute(db);
    await plain.create({ model: "person", data: { email: "before-3@x" } });
    const repair = await getMigrations(db, dialect, searchedSchema);
    expect(repair.statements.some((statement) => statement.includes(blocks.triggers.insert))).toBe(
      true,
    );
    await repair.run();
    expect((await adapter.findPage({ model: "person", where })).total).toBe(3);
  });

  it("refuses a substring index on an unknown or non-string field, and merges lists as a union", () => {
    const plugin = (id: string, fields: string[]) => ({
      id,
      schema: { person: { fields: {}, substringIndexes: fields } },
    });
    const base = { id: "base", schema: plainSchema };
    expect(
      buildSchema({ plugins: [base, plugin("a", ["email"]), plugin("b", ["email", "name"])] })
        .person?.substringIndexes,
    ).toEqual(["email", "name"]);
    expect(() => buildSchema({ plugins: [base, plugin("c", ["nickname"])] })).toThrow(
      'An index of model "person" names field "nickname", which the model does not have.',
    );
    expect(() => buildSchema({ plugins: [base, plugin("d", ["age"])] })).toThrow(
      'The substring index of model "person" names field "age" of type "number"; only string fields are searched with contains.',
    );
  });
});

describe.each(testDatabases())("substringIndexes on $name", (target) => {
  it("plans block tables on SQLite only, and searches answer the same everywhere", async () => {
    const database = await target.open();
    try {
      const planned = await getMigrations(database.db, database.dialect, searchedSchema);
      expect(planned.toSearch.length).toBe(database.dialect === "sqlite" ? 2 : 0);
      await planned.run();
      const adapter = createKyselyAdapter(database.db, database.dialect, searchedSchema);
      for (const email of ["ann@example.com", "bob@example.org", "cy@example.com"]) {
        await adapter.create({ model: "person", data: { email, name: email.slice(0, 3) } });
      }
      const page = await adapter.findPage<Person>({
        model: "person",
        where: [{ field: "email", operator: "contains", value: ".com" }],
        sortBy: { field: "email", direction: "desc" },
      });
      expect(page.total).toBe(2);
      expect(page.rows.map((row) => row.email)).toEqual(["cy@example.com", "ann@example.com"]);
    } finally {
      await database.close();
    }
  });
});
