import type { KyselyPlugin } from "kysely";
import type { DynamicKysely } from "../../src/db/database-types";
import { buildSchema } from "../../src/db/merge-schema";

/** The core schema plus a model with every field type, a renamed column and a lowercase field. */
export const testSchema = buildSchema({
  plugins: [
    {
      id: "widgets",
      schema: {
        widget: {
          modelName: "widget",
          fields: {
            label: { type: "string" },
            code: { type: "string", lowercase: true, required: false, unique: true },
            quantity: { type: "number", required: false },
            enabled: { type: "boolean", defaultValue: false },
            madeAt: { type: "date", required: false, fieldName: "made_at" },
            metadata: { type: "json", required: false },
            tags: { type: "string[]", required: false },
            ownerId: {
              type: "string",
              required: false,
              references: { model: "user", field: "id", onDelete: "cascade" },
            },
          },
        },
      },
    },
  ],
});

/** Counts the queries a Kysely instance sends (to check "one query" promises). */
export function countQueries(db: DynamicKysely): { db: DynamicKysely; count(): number } {
  let sent = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      sent += 1;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), count: () => sent };
}

/** Counts the statements a Kysely instance sends (a plugin sees each executed query's result). */
export function statementCounter() {
  const counter = { sent: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      counter.sent++;
      return args.result;
    },
  };
  return { counter, plugin };
}
