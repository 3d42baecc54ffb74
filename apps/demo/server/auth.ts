import { admin } from "@tollgate/admin-plugin";
import { apiKey } from "@tollgate/api-key-plugin";
import { auditLog } from "@tollgate/audit-log-plugin";
import { createAuth, type DatabaseInput } from "@tollgate/auth-server";
import { genericOAuth } from "@tollgate/auth-server/generic-oauth";
import { type BillingOptions, billing } from "@tollgate/billing-plugin";
import { captcha } from "@tollgate/captcha-plugin";
import { magicLink } from "@tollgate/magic-link-plugin";
import { organization } from "@tollgate/organization-plugin";
import { passkey } from "@tollgate/passkey-plugin";
import { twoFactor } from "@tollgate/two-factor-plugin";
import { username } from "@tollgate/username-plugin";
import { ACCEPT_INVITATION_PATH, TWO_FACTOR_PATH } from "../shared/paths";
import type { DemoConfig } from "./config";
import type { LocalOidcClient } from "./local-oidc";
import type { Mailer } from "./mail";
import {
  changeEmailMail,
  deleteAccountMail,
  invitationMail,
  magicLinkMail,
  resetPasswordMail,
  twoFactorCodeMail,
  verificationMail,
} from "./mail-templates";
import { localOidcConfig, socialProvidersOption } from "./social-sign-in";

/** Minutes a two-factor code sent by mail lasts (the plugin's default, said in the mail). */
const MAILED_CODE_MINUTES = 3;

/** Signs sessions in development when AUTH_SECRET is not set; production refuses to start. */
export const DEVELOPMENT_AUTH_SECRET = "tollgate-demo-development-secret-never-in-production";

/**
 * The auth server with everything the product offers switched on: email and password with
 * verification on sign-up (and sign-in by link), password reset and change, email change,
 * account deletion confirmed by mail, usernames, organizations and user administration, social
 * sign-in with the providers the environment configures and, in development, the local OpenID
 * Connect provider through genericOAuth, two-factor authentication (an authenticator app, codes
 * by mail and backup codes), passkeys, and the audit trail of security events. Rate limiting is the library default: on in
 * production, off in development.
 */
export function createDemoAuth(
  config: DemoConfig,
  database: DatabaseInput,
  mailer: Mailer,
  /** The local OpenID Connect provider's clients, signed in with through genericOAuth. */
  localOidcClients: LocalOidcClient[] = [],
  /** Payments (the billing plugin), against the real platform or the local stand-in. */
  billingOptions: BillingOptions | null = null,
) {
  return createAuth({
    appName: "Tollgate Demo",
    baseURL: config.baseURL,
    // Outside production without AUTH_SECRET: the demo's own development secret, announced on
    // start by the demo under the variable its README names (the library's warning would name
    // its own variables instead).
    secret: config.authSecret ?? DEVELOPMENT_AUTH_SECRET,
    database,
    trustedOrigins: config.trustedOrigins,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => mailer.send(resetPasswordMail(user, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, url }) => mailer.send(verificationMail(user, url)),
    },
    user: {
      changeEmail: {
        enabled: true,
        sendChangeEmailVerification: ({ user, newEmail, url }) =>
          mailer.send(changeEmailMail(user, newEmail, url)),
      },
      deleteUser: {
        enabled: true,
        sendDeleteAccountVerification: ({ user, url }) => mailer.send(deleteAccountMail(user, url)),
      },
    },
    socialProviders: socialProvidersOption(config.socialProviders),
    advanced: { cookiePrefix: config.cookiePrefix },
    plugins: [
      username(),
      organization({
        sendInvitationEmail: ({ id, email, role, organization: joined, inviter }) =>
          mailer.send(
            invitationMail(
              {
                email,
                role,
                organizationName: joined.name,
                inviterName: inviter.user.name || inviter.user.email,
              },
              `${config.baseURL}${ACCEPT_INVITATION_PATH}?id=${encodeURIComponent(id)}`,
            ),
          ),
      }),
      admin(),
      magicLink({ sendMagicLink: ({ email, url }) => mailer.send(magicLinkMail(email, url)) }),
      apiKey({ enableSessionForAPIKeys: true }),
      twoFactor({
        issuer: "Tollgate Demo",
        twoFactorPage: `${config.baseURL}${TWO_FACTOR_PATH}`,
        otpOptions: {
          period: MAILED_CODE_MINUTES,
          sendOTP: ({ user, otp }) =>
            mailer.send(twoFactorCodeMail(user, otp, MAILED_CODE_MINUTES)),
        },
      }),
      passkey({ rpName: "Tollgate Demo" }),
      auditLog(),
      ...(config.captcha
        ? [captcha({ provider: config.captcha.provider, secretKey: config.captcha.secretKey })]
        : []),
      genericOAuth({ config: localOidcConfig(localOidcClients) }),
      ...(billingOptions ? [billing(billingOptions)] : []),
    ],
  });
}

export type DemoAuth = ReturnType<typeof createDemoAuth>;
