import {
  type Adapter,
  type ConditionalRecordWrites,
  CREDENTIAL_PROVIDER_ID,
  type RecordWrite,
  type RequestContext,
  UniqueConstraintError,
  type User,
  type Verification,
  type Where,
  type WithExtraFields,
} from "@tollgate/auth-server";
import { TWO_FACTOR_MODEL, type TwoFactorRow } from "./schema";

/** The plugin's only queries: one `twoFactor` row per user. */

const ofUser = (userId: string): Where[] => [{ field: "userId", value: userId }];

/** One read of adapter.readAll. */
type ReadRequest = Parameters<Adapter["readAll"]>[0][number];

export function findTwoFactor(context: RequestContext, userId: string) {
  return context.adapter.findOne<TwoFactorRow>({ model: TWO_FACTOR_MODEL, where: ofUser(userId) });
}

/**
 * The user and their two-factor row (null when none), read together (one statement on
 * PostgreSQL); with `sentCodeIdentifier`, the code sent for the sign-in too (findVerification's
 * newest unexpired record, else null).
 */
export async function findUserAndTwoFactor(
  context: RequestContext,
  userId: string,
  sentCodeIdentifier?: string,
): Promise<{
  user: WithExtraFields<User> | null;
  row: TwoFactorRow | null;
  sentCode: Verification | null;
}> {
  const reads: ReadRequest[] = [
    { findOne: { model: "user", where: [{ field: "id", value: userId }] } },
    { findOne: { model: TWO_FACTOR_MODEL, where: ofUser(userId) } },
  ];
  if (sentCodeIdentifier !== undefined) reads.push({ find: newestUsable(sentCodeIdentifier) });
  const [user, row, sentCodes] = await context.adapter.readAll(reads);
  // readAll answers each model's row as findOne does (the user with its extra fields), and a
  // find's rows as findMany does.
  const [sentCode] = Array.isArray(sentCodes) ? (sentCodes as WithExtraFields<Verification>[]) : [];
  return {
    user: user as WithExtraFields<User> | null,
    row: row as TwoFactorRow | null,
    sentCode: sentCode ?? null,
  };
}

/** The find of an identifier's newest record that has not expired (findVerification's). */
const newestUsable = (identifier: string) => ({
  model: "verification",
  where: [
    { field: "identifier", value: identifier },
    { field: "expiresAt", operator: "gt" as const, value: new Date() },
  ],
  sortBy: { field: "createdAt", direction: "desc" as const },
  limit: 1,
});

/**
 * The user's two-factor row and their password hash (null without a credential account or
 * password), read together: one statement on PostgreSQL.
 */
export async function findTwoFactorAndPassword(
  context: RequestContext,
  userId: string,
): Promise<{ row: TwoFactorRow | null; passwordHash: string | null }> {
  const [row, credentials] = await context.adapter.readAll([
    { findOne: { model: TWO_FACTOR_MODEL, where: ofUser(userId) } },
    {
      find: {
        model: "account",
        where: [...ofUser(userId), { field: "providerId", value: CREDENTIAL_PROVIDER_ID }],
      },
    },
  ]);
  const passwordHash = credentials
    .map((account) => account.password)
    .find((hash): hash is string => typeof hash === "string" && hash.length > 0);
  // readAll answers the twoFactor model's row as findOne does.
  return { row: row as TwoFactorRow | null, passwordHash: passwordHash ?? null };
}

/**
 * Writes the user's row: a new one, or the one they have (`existing`: a new secret and backup
 * codes). A row created meanwhile by a concurrent request is overwritten, as if it had been read.
 */
export async function saveTwoFactor(
  context: RequestContext,
  userId: string,
  existing: TwoFactorRow | null,
  data: { secret: string; backupCodes: string; verified: boolean },
): Promise<void> {
  const fields = { ...data, lastUsedStep: null, failedVerificationCount: 0, lockedUntil: null };
  const update = () =>
    context.internalAdapter.updateRecord(TWO_FACTOR_MODEL, ofUser(userId), fields);
  if (existing) {
    await update();
    return;
  }
  try {
    await context.internalAdapter.createRecord(TWO_FACTOR_MODEL, { userId, ...fields });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    await update();
  }
}

export function updateTwoFactor(
  context: RequestContext,
  row: Pick<TwoFactorRow, "id">,
  data: Partial<TwoFactorRow>,
) {
  return context.internalAdapter.updateRecord<TwoFactorRow>(
    TWO_FACTOR_MODEL,
    [{ field: "id", value: row.id }],
    data,
  );
}

/**
 * Writes `data` only while the row still holds `expected` (compare and set): of two requests
 * spending the same code or backup code at once, exactly one wins. True when this one did.
 */
export async function updateTwoFactorIf(
  context: RequestContext,
  row: Pick<TwoFactorRow, "id">,
  expected: Where[],
  data: Partial<TwoFactorRow>,
): Promise<boolean> {
  const changed = await context.internalAdapter.updateRecords(
    TWO_FACTOR_MODEL,
    [{ field: "id", value: row.id }, ...expected],
    data,
  );
  return changed > 0;
}

/**
 * A right code's spend as part of a guarded write (finish-sign-in.ts): writes made only while
 * every condition holds, read after the lock (compare and set, as updateTwoFactorIf).
 */
export type CodeSpend = Pick<ConditionalRecordWrites<readonly RecordWrite[]>, "when" | "writes">;

/** updateTwoFactorIf's compare and set as a CodeSpend: `data` while the row holds `expected`. */
export function twoFactorSpend(
  row: Pick<TwoFactorRow, "id">,
  expected: Where[],
  data: Partial<TwoFactorRow>,
): CodeSpend {
  const where: Where[] = [{ field: "id", value: row.id }, ...expected];
  return {
    when: [{ exists: { model: TWO_FACTOR_MODEL, where } }],
    writes: [{ update: { model: TWO_FACTOR_MODEL, where, data } }],
  };
}

/**
 * The first code after /two-factor/enable: writes `data` to the row while it still holds
 * `expected` (compare and set, as updateTwoFactorIf) and, in the same write, turns two-factor on
 * for the row's user. The row is locked and `expected` read after the lock, so of two requests
 * spending the same code at once exactly one writes (one round trip on PostgreSQL). Answers
 * whether this one did, and the user as now stored (null when there is no such user).
 */
export async function updateTwoFactorIfAndEnable(
  context: RequestContext,
  row: Pick<TwoFactorRow, "id" | "userId">,
  expected: Where[],
  data: Partial<TwoFactorRow>,
): Promise<{ spent: boolean; user: WithExtraFields<User> | null }> {
  const byId: Where[] = [{ field: "id", value: row.id }];
  const { answers } = await context.internalAdapter.writeRecordsIf({
    lock: { model: TWO_FACTOR_MODEL, where: byId },
    when: [{ exists: { model: TWO_FACTOR_MODEL, where: [...byId, ...expected] } }],
    writes: [
      { update: { model: TWO_FACTOR_MODEL, where: byId, data } },
      {
        update: {
          model: "user",
          where: [{ field: "id", value: row.userId }],
          data: { twoFactorEnabled: true },
        },
      },
    ],
  });
  if (!answers) return { spent: false, user: null };
  // writeRecordsIf answers the user rows the update matched, as updateUser answers them.
  const [user] = answers[1] as WithExtraFields<User>[];
  return { spent: answers[0].length > 0, user: user ?? null };
}

/**
 * Two-factor off for the user, in one write: the user's flag, their two-factor row and the
 * records of `alsoDelete` (their trusted devices). Answers the user as now stored, or null
 * when there is no such user (then nothing else is deleted: the write is made only while the
 * user exists).
 */
export async function turnTwoFactorOff(
  context: RequestContext,
  userId: string,
  alsoDelete: { model: string; where: Where[] },
): Promise<WithExtraFields<User> | null> {
  const byId: Where[] = [{ field: "id", value: userId }];
  const { answers } = await context.internalAdapter.writeRecordsIf({
    when: [{ exists: { model: "user", where: byId } }],
    writes: [
      { update: { model: "user", where: byId, data: { twoFactorEnabled: false } } },
      { delete: { model: TWO_FACTOR_MODEL, where: ofUser(userId) } },
      { delete: alsoDelete },
    ],
  });
  // writeRecordsIf answers the user rows the update matched, as updateUser answers them.
  const [user] = (answers?.[0] ?? []) as WithExtraFields<User>[];
  return user ?? null;
}
