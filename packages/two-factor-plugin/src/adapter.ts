import {
  CREDENTIAL_PROVIDER_ID,
  type RequestContext,
  UniqueConstraintError,
  type User,
  type Where,
  type WithExtraFields,
} from "@tollgate/auth-server";
import { TWO_FACTOR_MODEL, type TwoFactorRow } from "./schema";

/** The plugin's only queries: one `twoFactor` row per user. */

const ofUser = (userId: string): Where[] => [{ field: "userId", value: userId }];

export function findTwoFactor(context: RequestContext, userId: string) {
  return context.adapter.findOne<TwoFactorRow>({ model: TWO_FACTOR_MODEL, where: ofUser(userId) });
}

/** The user and their two-factor row (null when none), read together. */
export async function findUserAndTwoFactor(
  context: RequestContext,
  userId: string,
): Promise<{ user: WithExtraFields<User> | null; row: TwoFactorRow | null }> {
  const [user, row] = await context.adapter.readAll([
    { findOne: { model: "user", where: [{ field: "id", value: userId }] } },
    { findOne: { model: TWO_FACTOR_MODEL, where: ofUser(userId) } },
  ]);
  // readAll answers each model's row as findOne does (the user with its extra fields).
  return { user: user as WithExtraFields<User> | null, row: row as TwoFactorRow | null };
}

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
 * Two-factor off for the user: the user's flag, then together their two-factor row and the
 * records of `alsoDelete` (their trusted devices). Answers the user as now stored, or null
 * when there is no such user (then nothing else is deleted).
 *
 * The flag goes on its own: the user model has before hooks in most apps (a username's
 * uniqueness), and a write batch with a before hook runs in a transaction (BEGIN, the batch,
 * COMMIT: three statements) where this takes two.
 */
export async function turnTwoFactorOff(
  context: RequestContext,
  userId: string,
  alsoDelete: { model: string; where: Where[] },
): Promise<WithExtraFields<User> | null> {
  const user = await context.internalAdapter.updateUser(userId, { twoFactorEnabled: false });
  if (!user) return null;
  await context.internalAdapter.writeRecords([
    { delete: { model: TWO_FACTOR_MODEL, where: ofUser(userId) } },
    { delete: alsoDelete },
  ]);
  return user;
}
