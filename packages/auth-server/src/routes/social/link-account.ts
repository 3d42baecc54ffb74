import type { RequestContext } from "../../context/context-types";
import type { OAuthProvider, OAuthTokens } from "../../oauth/oauth-provider";
import { emitSecurityEvent } from "../../security-events/emit-security-event";
import { accountTokenFields } from "./account-tokens";
import { CALLBACK_ERRORS } from "./callback-errors";
import type { MappedProfile } from "./provider-access";
import type { SocialState } from "./social-state";

/**
 * The callback of /link-social: adds the provider account to the user who asked (the state's
 * `link`). The provider account already linked to that user: its tokens are updated. Linked to
 * someone else: account_already_linked_to_different_user. A provider email that differs from
 * the user's (unless `allowDifferentEmails`): email_does_not_match, as Better Auth answers.
 * Linking turned off, or a failed write: unable_to_link_account.
 * Answers the callback error value, or null once linked.
 */
export async function linkProviderAccount(
  context: RequestContext,
  input: {
    provider: OAuthProvider;
    link: NonNullable<SocialState["link"]>;
    profile: MappedProfile;
    tokens: OAuthTokens;
  },
): Promise<string | null> {
  const { provider, link, profile, tokens } = input;
  const linking = context.options.account?.accountLinking;
  const fields = await accountTokenFields(context, tokens);
  const existing = await context.internalAdapter.findAccount(provider.id, profile.user.id);
  if (existing) {
    if (existing.userId !== link.userId) return CALLBACK_ERRORS.accountAlreadyLinkedToDifferentUser;
    await context.internalAdapter.updateAccount(existing.id, fields);
    return null;
  }
  const sameEmail = profile.user.email?.toLowerCase() === link.email.toLowerCase();
  if (linking?.enabled === false) return CALLBACK_ERRORS.unableToLinkAccount;
  if (!sameEmail && !linking?.allowDifferentEmails) return CALLBACK_ERRORS.emailDoesNotMatch;
  try {
    await context.internalAdapter.createAccount({
      userId: link.userId,
      providerId: provider.id,
      accountId: profile.user.id,
      ...fields,
    });
    if (linking?.updateUserInfoOnLink)
      await context.internalAdapter.updateUser(link.userId, {
        name: profile.user.name,
        image: profile.user.image,
      });
  } catch (error) {
    context.logger.error("could not link the provider account", error);
    return CALLBACK_ERRORS.unableToLinkAccount;
  }
  // The callback carries no session of its own: the state says who asked to link.
  const actor = { type: "user", id: link.userId } as const;
  const payload = { providerId: provider.id };
  await emitSecurityEvent(context, {
    type: "account.linked",
    actor,
    subject: link.userId,
    payload,
  });
  return null;
}
