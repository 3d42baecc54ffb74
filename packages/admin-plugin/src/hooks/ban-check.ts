import {
  emitSecurityEvent,
  formatMessage,
  type InternalAdapter,
  type ModelHooks,
  type RequestContext,
  type Row,
  type Session,
  sessionUserInHand,
  type User,
} from "@tollgate/auth-server";
import { adminError } from "../admin-error";
import { ADMIN_ERROR_CODES } from "../error-codes";
import type { ResolvedAdminOptions } from "../options";
import type { AdminUserFields } from "../schema";
import { isBanChecked, liftBanOnceCreated, takeBannedRow } from "./ban-checked";

export type BannedUser = User & AdminUserFields & Row;

/** Whether a ban has an end that has passed. */
export function hasBanExpired(user: AdminUserFields, now = Date.now()): boolean {
  return user.banExpires != null && new Date(user.banExpires).getTime() <= now;
}

export async function bannedAnswer(user: User & AdminUserFields, options: ResolvedAdminOptions) {
  const { bannedUserMessage } = options;
  const message =
    typeof bannedUserMessage === "function" ? await bannedUserMessage(user) : bannedUserMessage;
  const reason = user.banReason ?? options.defaultBanReason;
  const expires = user.banExpires ? new Date(user.banExpires).toISOString() : null;
  const description = expires
    ? formatMessage(ADMIN_ERROR_CODES.BANNED_UNTIL, { reason, expires })
    : formatMessage(ADMIN_ERROR_CODES.BANNED_WITHOUT_END, { reason });
  return adminError("FORBIDDEN", "BANNED_USER", {
    ...(message === undefined ? {} : { message }),
    description,
    banReason: reason,
    banExpires: expires,
  });
}

/** A ban whose end has passed, lifted. */
export const LIFTED_BAN = { banned: false, banReason: null, banExpires: null } as const;

/**
 * Refuses a new session of a banned user (403 BANNED_USER, with the reason and the end of the
 * ban, and a refused sign-in in the audit trail), or lifts a ban whose end has passed.
 */
export async function refuseBannedUser(
  user: BannedUser | null,
  context: RequestContext | null,
  internalAdapter: InternalAdapter,
  options: ResolvedAdminOptions,
): Promise<void> {
  if (!user?.banned) return;
  if (hasBanExpired(user)) {
    const lifted = await internalAdapter.updateUser(user.id, LIFTED_BAN);
    // No row yet: a new user's row, judged before it is written with the session.
    if (!lifted && context) liftBanOnceCreated(context, user.id);
    return;
  }
  const refused = { type: "sign-in", outcome: "failure", reason: "banned" } as const;
  if (context) await emitSecurityEvent(context, { ...refused, subject: user.id });
  throw await bannedAnswer(user, options);
}

/**
 * The ban of the row a sign-in's rule was shown (ban-sign-in-rule.ts), judged without reading it
 * again: refused as refuseBannedUser refuses, or an ended ban lifted while it is still the ban the
 * row shows (true). False when it no longer is: the hook then reads the row and judges it.
 */
async function judgedFromRowSeen(
  seen: BannedUser,
  context: RequestContext | null,
  internalAdapter: InternalAdapter,
  options: ResolvedAdminOptions,
): Promise<boolean> {
  if (!hasBanExpired(seen)) {
    await refuseBannedUser(seen, context, internalAdapter, options);
    return true;
  }
  const stillSeen = [
    { field: "id", value: seen.id },
    { field: "banned", value: true },
    { field: "banExpires", value: seen.banExpires },
  ];
  return (await internalAdapter.updateRecord("user", stillSeen, LIFTED_BAN)) !== null;
}

/**
 * The row of the user a sign-in written in one batch with its user holds (the core's
 * sessionUserInHand: a new user's row not stored yet, or verify-email's): the ban is judged from
 * it. A row without the ban fields is read instead.
 */
function bannedRowInHand(context: RequestContext | undefined, userId: string): BannedUser | null {
  const user = sessionUserInHand(context, userId);
  return user && "banned" in user ? (user as BannedUser) : null;
}

/**
 * The ban, enforced where every sign-in ends: creating a session. A banned user's session is
 * refused (403 BANNED_USER, with the reason and the end of the ban) whatever the sign-in method
 * — email, username, social, any plugin's — and whoever creates it (impersonation included). A
 * ban whose end has passed is lifted here, and the session created. An endpoint that has just
 * settled the user's ban on a row it has in hand (see ban-checked.ts) spares the hook reading it.
 */
export function banCheckHooks(options: ResolvedAdminOptions): ModelHooks<Session> {
  return {
    create: {
      async before(session, ctx, write) {
        if (isBanChecked(ctx?.context, session.userId)) return;
        const seen = takeBannedRow(ctx?.context, session.userId);
        if (
          seen &&
          (await judgedFromRowSeen(seen, ctx?.context ?? null, write.internalAdapter, options))
        )
          return;
        const user =
          bannedRowInHand(ctx?.context, session.userId) ??
          (await write.adapter.findOne<BannedUser>({
            model: "user",
            where: [{ field: "id", value: session.userId }],
          }));
        await refuseBannedUser(user, ctx?.context ?? null, write.internalAdapter, options);
      },
    },
  };
}
