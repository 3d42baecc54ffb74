import type { AuthContext } from "../../context/context-types";
import {
  DEFAULT_VERIFICATION_TOKEN_EXPIRES_IN,
  signVerificationToken,
} from "../../tokens/verification-jwt";
import { endpointURL } from "../helpers/auth-url";

/**
 * A signed verification token and the link that spends it:
 * `${baseURL}${basePath}/verify-email?token=…&callbackURL=…` (callbackURL encoded, "/" by default).
 */
export async function createVerificationLink(
  context: AuthContext,
  input: { email: string; updateTo?: string | undefined; callbackURL?: string | undefined },
): Promise<{ token: string; url: string }> {
  const token = await signVerificationToken(
    context.secret,
    { email: input.email, updateTo: input.updateTo },
    context.options.emailVerification?.expiresIn ?? DEFAULT_VERIFICATION_TOKEN_EXPIRES_IN,
  );
  const url = endpointURL(context, "/verify-email", {
    token,
    callbackURL: input.callbackURL || "/",
  });
  return { token, url };
}
