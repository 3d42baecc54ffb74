import type { RequestContext, User, Where, WithExtraFields } from "@tollgate/auth-server";
import { updateTwoFactorIf, updateTwoFactorIfAndEnable } from "./adapter";
import type { Challenge } from "./challenge";
import { enablesTwoFactor } from "./confirm-enable";
import { failuresCleared } from "./lockout";
import type { ResolvedTwoFactorOptions } from "./options";
import type { TwoFactorRow } from "./schema";
import { sealTotpSecret } from "./sealed-secret";

/**
 * Spends the TOTP `step` a right code belongs to, by compare and set on the step last used: of
 * two requests with the same code, one wins. The same write clears the count of wrong codes,
 * reseals a secret sealed with an older key (`stale`), and for the caller's first code after
 * /two-factor/enable turns two-factor on (one write: one round trip on PostgreSQL). Answers
 * whether this request spent it, and the user the write turned two-factor on for (else null).
 */
export async function spendTotpStep(
  context: RequestContext,
  options: ResolvedTwoFactorOptions,
  input: { challenge: Challenge; row: TwoFactorRow; step: number; key: Uint8Array; stale: boolean },
): Promise<{ spent: boolean; user: WithExtraFields<User> | null }> {
  const { challenge, row } = input;
  const { expected, data } = await totpStepWrite(context, options, input);
  if (enablesTwoFactor(challenge)) return updateTwoFactorIfAndEnable(context, row, expected, data);
  return { spent: await updateTwoFactorIf(context, row, expected, data), user: null };
}

/** What spending the step writes to the row, and the step last used it is written over. */
export async function totpStepWrite(
  context: RequestContext,
  options: ResolvedTwoFactorOptions,
  input: { row: TwoFactorRow; step: number; key: Uint8Array; stale: boolean },
): Promise<{ expected: Where[]; data: Partial<TwoFactorRow> }> {
  const { row, step, key, stale } = input;
  return {
    expected: [{ field: "lastUsedStep", value: row.lastUsedStep }],
    data: {
      lastUsedStep: step,
      verified: true,
      ...failuresCleared(row),
      ...(stale ? { secret: await sealTotpSecret(context.secret, options, key) } : {}),
    },
  };
}
