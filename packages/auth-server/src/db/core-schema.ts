import type { DatabaseSchema } from "./schema-types";

const now = () => new Date();

/**
 * The core tables of spec §3, as data. Every table also has an implicit `id` (text primary key),
 * which is not listed here. Table names follow Better Auth's, so existing databases line up.
 */
export const coreSchema: DatabaseSchema = {
  user: {
    modelName: "user",
    fields: {
      email: { type: "string", unique: true, lowercase: true },
      emailVerified: { type: "boolean", defaultValue: false, input: false },
      name: { type: "string" },
      image: { type: "string", required: false },
      createdAt: { type: "date", defaultValue: now, input: false },
      updatedAt: { type: "date", defaultValue: now, input: false },
    },
  },
  session: {
    modelName: "session",
    fields: {
      userId: {
        type: "string",
        index: true,
        references: { model: "user", field: "id", onDelete: "cascade" },
      },
      token: { type: "string", unique: true },
      expiresAt: { type: "date" },
      ipAddress: { type: "string", required: false },
      userAgent: { type: "string", required: false },
      createdAt: { type: "date", defaultValue: now },
      updatedAt: { type: "date", defaultValue: now },
    },
  },
  account: {
    modelName: "account",
    fields: {
      providerId: { type: "string" },
      accountId: { type: "string" },
      userId: {
        type: "string",
        index: true,
        references: { model: "user", field: "id", onDelete: "cascade" },
      },
      password: { type: "string", required: false, returned: false },
      accessToken: { type: "string", required: false, returned: false },
      refreshToken: { type: "string", required: false, returned: false },
      idToken: { type: "string", required: false, returned: false },
      accessTokenExpiresAt: { type: "date", required: false },
      refreshTokenExpiresAt: { type: "date", required: false },
      scope: { type: "string", required: false },
      createdAt: { type: "date", defaultValue: now },
      updatedAt: { type: "date", defaultValue: now },
    },
    uniqueIndexes: [["providerId", "accountId"]],
  },
  verification: {
    modelName: "verification",
    fields: {
      identifier: { type: "string", index: true },
      value: { type: "string" },
      expiresAt: { type: "date" },
      createdAt: { type: "date", defaultValue: now },
      updatedAt: { type: "date", defaultValue: now },
    },
  },
};
