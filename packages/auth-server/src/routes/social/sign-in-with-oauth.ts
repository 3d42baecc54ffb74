import type { RecordWrite } from "../../db/internal-adapter-types";
import { APIError } from "../../errors/auth-api-error";
import type { AuthErrorCode } from "../../errors/auth-error-codes";
import type { OAuthProvider, OAuthTokens } from "../../oauth/oauth-provider";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import { SignInPending } from "../../session/sign-in-rules";
import { canJudgeSessionBeforeUser, startSession } from "../../session/start-session";
import type { SessionWithUser, User, WithExtraFields } from "../../types/models";
import { findOrCreateUser } from "../helpers/create-user-with-account";
import { findAccountOwners } from "./account-owners";
import { accountTokenFields } from "./account-tokens";
import { existingUserWrites } from "./existing-user-writes";
import type { MappedProfile } from "./provider-access";

type SignInRequest = Parameters<typeof startSession>[0];

export type OAuthSignInResult =
  | { session: SessionWithUser; isNewUser: boolean }
  /** One of spec §8's OAuth results, or the APIError a database hook refused the session with. */
  | { error: AuthErrorCode | APIError };

/** Whether the provider is listed in `account.accountLinking.trustedProviders`. */
function isTrusted(request: SignInRequest, providerId: string): boolean {
  return (
    request.context.options.account?.accountLinking?.trustedProviders?.includes(providerId) ?? false
  );
}

/**
 * Spec §4 plus the rule that stops pre-registered account takeover. The provider account already
 * linked: its tokens are updated and its user signed in. An existing user with the provider's
 * email but no link: linked only when linking is on AND (the provider is trusted OR both the
 * provider's email and the user's email are verified) — else 'account not linked', so whoever
 * registered the victim's address first (unverified) never gets the victim's provider account.
 * No such user: created with the account unless sign-up is off ('signup disabled'). The session
 * goes through startSession, so database hooks (an admin ban) refuse it like any other sign-in,
 * and a plugin's sign-in rule may hold it back (SignInPending is thrown through).
 */
export async function signInWithOAuth(
  request: SignInRequest,
  input: {
    provider: OAuthProvider;
    profile: MappedProfile & { user: { email: string } };
    tokens: OAuthTokens;
    requestSignUp?: boolean | undefined;
  },
): Promise<OAuthSignInResult> {
  const { context } = request;
  const { provider, tokens } = input;
  const { user: info, extraUserFields } = input.profile;
  const email = info.email.toLowerCase();
  const linking = context.options.account?.accountLinking;
  const tokenFields = await accountTokenFields(context, tokens);

  let user: WithExtraFields<User> | null = null;
  let isNewUser = false;
  let signedIn: { started: SessionWithUser } | { refused: unknown } | null = null;
  const { linked, holder } = await findAccountOwners(context, provider.id, info.id, email);
  if (linked) {
    user = linked.user;
    if (!user) return { error: "UNABLE_TO_CREATE_SESSION" };
    const profile = provider.options.overrideUserInfoOnSignIn
      ? { name: info.name, image: info.image }
      : null;
    if (canJudgeSessionBeforeUser(context)) {
      // The tokens (and the profile) are written with the session, judged on the user as read.
      const tokens: RecordWrite = {
        update: { model: "account", where: [{ field: "id", value: linked.id }], data: tokenFields },
      };
      ({ user, signedIn } = await existingUserWrites(request, user, tokens, profile));
    } else {
      await context.internalAdapter.updateAccount(linked.id, tokenFields);
      if (profile) user = (await context.internalAdapter.updateUser(user.id, profile)) ?? user;
    }
  } else {
    const existing = holder;
    if (existing) {
      user = existing;
    } else {
      const signUpOff =
        provider.options.disableSignUp ||
        (provider.options.disableImplicitSignUp && !input.requestSignUp);
      if (signUpOff) return { error: "SIGNUP_DISABLED" };
      try {
        const made = await findOrCreateUser(context, {
          user: {
            ...extraUserFields,
            email,
            name: info.name,
            image: info.image,
            emailVerified: info.emailVerified,
          },
          account: () => ({ providerId: provider.id, accountId: info.id, ...tokenFields }),
          // The session goes with the user and account when it can be judged before they are written.
          ...(canJudgeSessionBeforeUser(context) ? { signIn: request } : {}),
        });
        user = made.user;
        isNewUser = made.created;
        if (made.signedIn) signedIn = made.signedIn;
      } catch (error) {
        context.logger.error("social sign-in could not create the user", error);
        return { error: "UNABLE_TO_CREATE_USER" };
      }
    }
    if (!isNewUser) {
      const mayLink =
        linking?.enabled !== false &&
        (isTrusted(request, provider.id) || (info.emailVerified && user.emailVerified));
      if (!mayLink) return { error: "ACCOUNT_NOT_LINKED" };
      const account = {
        userId: user.id,
        providerId: provider.id,
        accountId: info.id,
        ...tokenFields,
      };
      const verifies = info.emailVerified && !user.emailVerified && user.email === email;
      if (canJudgeSessionBeforeUser(context) && context.securityEventListeners.length === 0) {
        // The new account (and the address verified) written with the session.
        const link: RecordWrite = { create: { model: "account", data: account } };
        try {
          const change = verifies ? { emailVerified: true } : null;
          ({ user, signedIn } = await existingUserWrites(request, user, link, change));
        } catch (error) {
          context.logger.error("social sign-in could not link the account", error);
          return { error: "UNABLE_TO_LINK_ACCOUNT" };
        }
      } else {
        try {
          await context.internalAdapter.createAccount(account);
        } catch (error) {
          context.logger.error("social sign-in could not link the account", error);
          return { error: "UNABLE_TO_LINK_ACCOUNT" };
        }
        const linkedNow = { type: "account.linked", subject: user.id } as const;
        await emitSecurityEvent(context, { ...linkedNow, payload: { providerId: provider.id } });
        if (verifies)
          user =
            (await context.internalAdapter.updateUser(user.id, { emailVerified: true })) ?? user;
      }
    }
  }

  try {
    if (signedIn && "refused" in signedIn) throw signedIn.refused;
    const session = signedIn ? signedIn.started : await startSession(request, user);
    const payload = { method: provider.id };
    await emitSecurityEvent(context, { type: "sign-in", subject: user.id, payload });
    return { session, isNewUser };
  } catch (error) {
    // A plugin held the sign-in back (a second factor is due): the caller answers for it.
    if (error instanceof SignInPending) throw error;
    if (error instanceof APIError && error.body?.code !== "FAILED_TO_CREATE_SESSION")
      return { error };
    return { error: "UNABLE_TO_CREATE_SESSION" };
  }
}
