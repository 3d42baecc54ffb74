import { createAuthEndpoint, requireSession, toPublic } from "@tollgate/auth-server";
import { z } from "zod";
import {
  findTwoFactorAndPassword,
  twoFactorSpend,
  updateTwoFactor,
  updateTwoFactorIf,
} from "../adapter";
import { generateBackupCodes, spendBackupCode } from "../backup-codes";
import { challengeWithRow, finishChallenge } from "../challenge";
import { emitTwoFactorChange } from "../events";
import { finishesInOneWrite, finishSignInInOneWrite } from "../finish-sign-in";
import { assertNotLocked, failuresCleared, recordFailure } from "../lockout";
import type { ResolvedTwoFactorOptions } from "../options";
import { checkPassword } from "../password-check";
import { twoFactorError } from "../two-factor-error";
import { codeBody, passwordField, verifiedAnswer } from "./answers";

export type GenerateBackupCodesEndpoint = ReturnType<typeof createGenerateBackupCodes>;

/**
 * POST /two-factor/generate-backup-codes {password} → {status: true, backupCodes}: a new set,
 * shown once; the earlier codes stop working. Stored as hashes only.
 */
export function createGenerateBackupCodes(options: ResolvedTwoFactorOptions) {
  return createAuthEndpoint(
    "/two-factor/generate-backup-codes",
    {
      method: "POST",
      body: z.object({ password: passwordField.optional() }),
      metadata: {
        interactiveOnly: true,
        openapi: { summary: "Replace the backup codes (needs the password)" },
        responseSchema: z.object({ status: z.literal(true), backupCodes: z.array(z.string()) }),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const { user } = await requireSession(ctx, { disableCookieCache: true });
      if (user.twoFactorEnabled !== true)
        throw twoFactorError("BAD_REQUEST", "TWO_FACTOR_NOT_ENABLED");
      const { row, passwordHash } = await findTwoFactorAndPassword(context, user.id);
      await checkPassword(context, options, passwordHash, body.password);
      if (!row) throw twoFactorError("BAD_REQUEST", "TWO_FACTOR_NOT_ENABLED");
      const backupCodes = generateBackupCodes(options.backupCodes);
      await updateTwoFactor(context, row, { backupCodes: backupCodes.stored });
      await emitTwoFactorChange(context, user.id, "backup-codes-generated");
      return { status: true as const, backupCodes: backupCodes.codes };
    },
  );
}

export type VerifyBackupCodeEndpoint = ReturnType<typeof createVerifyBackupCode>;

/**
 * POST /two-factor/verify-backup-code {code, trustDevice?, disableSession?} → {token, user}: a
 * backup code instead of the authenticator. Each code works once (spent by compare and set,
 * so two requests with one code cannot both pass); wrong codes count toward the lockout.
 * `disableSession`: the code is checked and spent, no session starts.
 */
export function createVerifyBackupCode(options: ResolvedTwoFactorOptions) {
  return createAuthEndpoint(
    "/two-factor/verify-backup-code",
    {
      method: "POST",
      body: codeBody.extend({
        disableSession: z.boolean().optional().meta({ description: "Check only: no session" }),
      }),
      metadata: {
        openapi: { summary: "Check a backup code" },
        responseSchema: z.object({
          token: z.string().optional(),
          user: verifiedAnswer.shape.user,
        }),
      },
    },
    async (ctx) => {
      const { context, body } = ctx;
      const { challenge, row } = await challengeWithRow(ctx, options);
      if (!row || challenge.user.twoFactorEnabled !== true)
        throw twoFactorError("BAD_REQUEST", "BACKUP_CODES_NOT_ENABLED");
      assertNotLocked(row);
      const remaining = spendBackupCode(row.backupCodes, body.code);
      const expected = [{ field: "backupCodes", value: row.backupCodes }];
      const data = remaining === null ? null : { backupCodes: remaining, ...failuresCleared(row) };
      const inOneWrite =
        challenge.kind === "sign-in" && !body.disableSession && finishesInOneWrite(context);
      if (data && inOneWrite) {
        // The code spent with the sign-in in one write (null: spent meanwhile, nothing written).
        const answer = await finishSignInInOneWrite(ctx, options, challenge, {
          row,
          spend: twoFactorSpend(row, expected, data),
          trustDevice: body.trustDevice,
          method: "backup-code",
        });
        if (answer) return answer;
      }
      const spent =
        data !== null && !inOneWrite && (await updateTwoFactorIf(context, row, expected, data));
      if (!spent) {
        await recordFailure(context, options, row, "backup-code");
        throw twoFactorError("UNAUTHORIZED", "INVALID_BACKUP_CODE");
      }
      if (body.disableSession) {
        return {
          token: challenge.kind === "session" ? challenge.session.session.token : undefined,
          user: toPublic(context, "user", challenge.user),
        };
      }
      return finishChallenge(ctx, options, challenge, {
        trustDevice: body.trustDevice,
        method: "backup-code",
        row,
      });
    },
  );
}
