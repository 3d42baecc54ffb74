import { ADMIN_ERROR_CODES } from "@tollgate/admin-plugin/client";
import { API_KEY_ERROR_CODES } from "@tollgate/api-key-plugin/client";
import { AUDIT_LOG_ERROR_CODES } from "@tollgate/audit-log-plugin/client";
import { ACCESS_ERROR_CODES } from "@tollgate/auth-server/access";
import { AUTH_ERROR_CODES } from "@tollgate/auth-server/errors";
import { OPEN_API_ERROR_CODES } from "@tollgate/auth-server/open-api";
import { BILLING_ERROR_CODES } from "@tollgate/billing-plugin/client";
import { CAPTCHA_ERROR_CODES } from "@tollgate/captcha-plugin/client";
import { MAGIC_LINK_ERROR_CODES } from "@tollgate/magic-link-plugin/client";
import { ORGANIZATION_ERROR_CODES } from "@tollgate/organization-plugin/client";
import { PASSKEY_CLIENT_ERROR_CODES, PASSKEY_ERROR_CODES } from "@tollgate/passkey-plugin/client";
import { TWO_FACTOR_ERROR_CODES } from "@tollgate/two-factor-plugin/client";
import { USERNAME_ERROR_CODES } from "@tollgate/username-plugin/client";
import {
  WEBHOOK_HANDLER_ERROR_CODES,
  WEBHOOK_PAYLOAD_ERROR_CODES,
  WEBHOOK_SECRET_ERROR_CODES,
  WEBHOOK_USAGE_ERROR_CODES,
  WEBHOOK_VERIFICATION_ERROR_CODES,
} from "@tollgate/webhook-verifier";
import { CLIENT_ERROR_CODES } from "../src/client-error-codes";
import { LINK_ERROR_CODES } from "../src/link-error-codes";

/**
 * Every error catalogue of every package, imported from the packages themselves, so a code
 * added to any of them fails the completeness test until each language translates it.
 */
export const PACKAGE_CATALOGUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "@tollgate/auth-server AUTH_ERROR_CODES": AUTH_ERROR_CODES,
  "@tollgate/auth-server/access ACCESS_ERROR_CODES": ACCESS_ERROR_CODES,
  "@tollgate/auth-server/open-api OPEN_API_ERROR_CODES": OPEN_API_ERROR_CODES,
  "@tollgate/admin-plugin ADMIN_ERROR_CODES": ADMIN_ERROR_CODES,
  "@tollgate/api-key-plugin API_KEY_ERROR_CODES": API_KEY_ERROR_CODES,
  "@tollgate/audit-log-plugin AUDIT_LOG_ERROR_CODES": AUDIT_LOG_ERROR_CODES,
  "@tollgate/billing-plugin BILLING_ERROR_CODES": BILLING_ERROR_CODES,
  "@tollgate/captcha-plugin CAPTCHA_ERROR_CODES": CAPTCHA_ERROR_CODES,
  "@tollgate/magic-link-plugin MAGIC_LINK_ERROR_CODES": MAGIC_LINK_ERROR_CODES,
  "@tollgate/organization-plugin ORGANIZATION_ERROR_CODES": ORGANIZATION_ERROR_CODES,
  "@tollgate/passkey-plugin PASSKEY_ERROR_CODES": PASSKEY_ERROR_CODES,
  "@tollgate/passkey-plugin/client PASSKEY_CLIENT_ERROR_CODES": PASSKEY_CLIENT_ERROR_CODES,
  "@tollgate/two-factor-plugin TWO_FACTOR_ERROR_CODES": TWO_FACTOR_ERROR_CODES,
  "@tollgate/username-plugin USERNAME_ERROR_CODES": USERNAME_ERROR_CODES,
  "@tollgate/webhook-verifier WEBHOOK_VERIFICATION_ERROR_CODES": WEBHOOK_VERIFICATION_ERROR_CODES,
  "@tollgate/webhook-verifier WEBHOOK_SECRET_ERROR_CODES": WEBHOOK_SECRET_ERROR_CODES,
  "@tollgate/webhook-verifier WEBHOOK_USAGE_ERROR_CODES": WEBHOOK_USAGE_ERROR_CODES,
  "@tollgate/webhook-verifier WEBHOOK_PAYLOAD_ERROR_CODES": WEBHOOK_PAYLOAD_ERROR_CODES,
  "@tollgate/webhook-verifier WEBHOOK_HANDLER_ERROR_CODES": WEBHOOK_HANDLER_ERROR_CODES,
  "@tollgate/i18n CLIENT_ERROR_CODES": CLIENT_ERROR_CODES,
  "@tollgate/i18n LINK_ERROR_CODES": LINK_ERROR_CODES,
};

/** Code → English message over all packages (a code shared by two packages has one meaning). */
export function everyCode(): Map<string, { message: string; from: string }> {
  const codes = new Map<string, { message: string; from: string }>();
  for (const [from, catalogue] of Object.entries(PACKAGE_CATALOGUES)) {
    for (const [code, message] of Object.entries(catalogue)) {
      if (!codes.has(code)) codes.set(code, { message, from });
    }
  }
  return codes;
}
