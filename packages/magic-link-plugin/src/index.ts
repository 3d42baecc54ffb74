import type { AuthPlugin } from "@tollgate/auth-server";
import { MAGIC_LINK_ERROR_CODES } from "./error-codes";
import { type MagicLinkOptions, resolveMagicLinkOptions } from "./options";
import { createMagicLinkVerify, type MagicLinkVerifyEndpoint } from "./routes/magic-link-verify";
import { createSignInMagicLink, type SignInMagicLinkEndpoint } from "./routes/sign-in-magic-link";

/** A type alias, not an interface: the plugin contract wants a string-indexed record. */
export type MagicLinkEndpoints = {
  signInMagicLink: SignInMagicLinkEndpoint;
  magicLinkVerify: MagicLinkVerifyEndpoint;
};

const MAGIC_LINK_PATHS = new Set(["/sign-in/magic-link", "/magic-link/verify"]);

/**
 * Password-less sign-in: POST /sign-in/magic-link mails a single-use link (hashed at rest,
 * 5 minutes by default), GET /magic-link/verify spends it and signs in, creating the account
 * when sign-up is allowed. Sessions start through the core, so its database hooks (an admin
 * plugin's bans) apply.
 */
export function magicLink(userOptions: MagicLinkOptions) {
  const options = resolveMagicLinkOptions(userOptions);
  const endpoints: MagicLinkEndpoints = {
    signInMagicLink: createSignInMagicLink(options),
    magicLinkVerify: createMagicLinkVerify(options),
  };
  return {
    id: "magic-link",
    endpoints,
    errorCodes: MAGIC_LINK_ERROR_CODES,
    rateLimit: [
      {
        pathMatcher: (path: string) => MAGIC_LINK_PATHS.has(path),
        window: options.rateLimit.window,
        max: options.rateLimit.max,
      },
    ],
    options: userOptions,
  } satisfies AuthPlugin;
}

export { MAGIC_LINK_ERROR_CODES, type MagicLinkErrorCode } from "./error-codes";
export { MAGIC_LINK_TOKEN_LENGTH } from "./magic-link-token";
export {
  DEFAULT_MAGIC_LINK_EXPIRES_IN,
  type MagicLinkMail,
  type MagicLinkOptions,
} from "./options";
export type { MagicLinkVerifyEndpoint, SignInMagicLinkEndpoint };
