import type { MessageKey } from "../../i18n/catalogue";
import { translate } from "../../i18n/language-store";
import { roleLabel } from "../organization/organization-roles";
import type { AuditEvent } from "./audit-event";

/** What happened, per event type, in plain words. */
export const EVENT_TITLES = {
  "sign-up": "audit.event.signUp",
  "sign-in": "audit.event.signIn",
  "sign-out": "audit.event.signOut",
  "session.revoked": "audit.event.sessionRevoked",
  "password.reset-requested": "audit.event.passwordResetRequested",
  "password.reset": "audit.event.passwordReset",
  "password.changed": "audit.event.passwordChanged",
  "password.set": "audit.event.passwordSet",
  "email.change-requested": "audit.event.emailChangeRequested",
  "email.changed": "audit.event.emailChanged",
  "email.verified": "audit.event.emailVerified",
  "account.linked": "audit.event.accountLinked",
  "account.unlinked": "audit.event.accountUnlinked",
  "user.deleted": "audit.event.userDeleted",
  "admin.role-set": "audit.event.adminRoleSet",
  "admin.user-banned": "audit.event.adminUserBanned",
  "admin.user-unbanned": "audit.event.adminUserUnbanned",
  "admin.impersonation-started": "audit.event.adminImpersonationStarted",
  "admin.impersonation-stopped": "audit.event.adminImpersonationStopped",
  "admin.password-set": "audit.event.adminPasswordSet",
  "admin.user-created": "audit.event.adminUserCreated",
  "admin.user-removed": "audit.event.adminUserRemoved",
  "admin.sessions-revoked": "audit.event.adminSessionsRevoked",
  "api-key.created": "audit.event.apiKeyCreated",
  "api-key.first-used": "audit.event.apiKeyFirstUsed",
  "api-key.revoked": "audit.event.apiKeyRevoked",
  "organization.created": "audit.event.organizationCreated",
  "organization.deleted": "audit.event.organizationDeleted",
  "organization.member-added": "audit.event.memberAdded",
  "organization.member-removed": "audit.event.memberRemoved",
  "organization.member-role-changed": "audit.event.memberRoleChanged",
  "organization.invitation-sent": "audit.event.invitationSent",
  "organization.invitation-accepted": "audit.event.invitationAccepted",
  "organization.invitation-rejected": "audit.event.invitationRejected",
  "organization.invitation-cancelled": "audit.event.invitationCancelled",
  "captcha.failed": "audit.event.captchaFailed",
  "two-factor.enabled": "audit.event.twoFactorEnabled",
  "two-factor.disabled": "audit.event.twoFactorDisabled",
  "two-factor.backup-codes-generated": "audit.event.backupCodesGenerated",
  "two-factor.reset": "audit.event.twoFactorReset",
  "two-factor.verify": "audit.event.twoFactorVerify",
  "passkey.added": "audit.event.passkeyAdded",
  "passkey.renamed": "audit.event.passkeyRenamed",
  "passkey.deleted": "audit.event.passkeyDeleted",
} as const satisfies Record<string, MessageKey>;

export type KnownEventType = keyof typeof EVENT_TITLES;

export const KNOWN_EVENT_TYPES = Object.keys(EVENT_TITLES) as KnownEventType[]; // keys widen to string[]

function isKnownType(type: string): type is KnownEventType {
  return Object.hasOwn(EVENT_TITLES, type);
}

/** "Signed in", "Password changed"; a type the demo has no words for is shown as it is. */
export function eventTypeName(type: string): string {
  return isKnownType(type) ? translate(EVENT_TITLES[type]) : type;
}

/** A failed sign-in has its own words; other failures say what was tried. */
export function eventTitle(event: Pick<AuditEvent, "type" | "outcome">): string {
  if (event.type === "sign-in" && event.outcome === "failure")
    return translate("audit.event.signInFailed");
  return eventTypeName(event.type);
}

const REASONS = {
  "wrong-password": "audit.reason.wrongPassword",
  "unknown-user": "audit.reason.unknownUser",
  banned: "audit.reason.banned",
  unverified: "audit.reason.unverified",
  "captcha-failed": "audit.reason.captchaFailed",
  "rate-limited": "audit.reason.rateLimited",
  "second-factor-required": "audit.reason.secondFactorRequired",
  "second-factor-failed": "audit.reason.secondFactorFailed",
  "two-factor-locked": "audit.reason.twoFactorLocked",
  "passkey-not-verified": "audit.reason.passkeyNotVerified",
} as const satisfies Record<string, MessageKey>;

const METHODS = {
  email: "audit.method.email",
  credential: "audit.method.email",
  username: "audit.method.username",
  "magic-link": "audit.method.magicLink",
  passkey: "audit.method.passkey",
  "two-factor": "audit.method.twoFactor",
} as const satisfies Record<string, MessageKey>;

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  github: "GitHub",
  google: "Google",
  "dev-oidc": "Dev OIDC",
};

function providerName(id: string): string {
  return PROVIDER_NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}

function methodName(method: string): string {
  return Object.hasOwn(METHODS, method)
    ? translate(METHODS[method as keyof typeof METHODS]) // checked on the line before
    : providerName(method);
}

function text(value: unknown): string | null {
  return typeof value === "string" && value ? value : null;
}

/**
 * The event's particulars in plain words: how (the sign-in method, the provider), why it failed,
 * the role or the invited address. Empty when there is nothing to add.
 */
export function eventDetails(event: AuditEvent): string[] {
  const details: string[] = [];
  const method = text(event.payload.method);
  if (method && (event.type === "sign-in" || event.type === "sign-up"))
    details.push(translate("audit.detail.method", { method: methodName(method) }));
  const provider = text(event.payload.providerId);
  if (provider)
    details.push(translate("audit.detail.provider", { provider: providerName(provider) }));
  const role = text(event.payload.role);
  if (role) {
    // An organization's roles have names in the reader's language; the admin plugin's are ids.
    const named = event.type.startsWith("organization.") ? roleLabel(role) : role;
    details.push(translate("audit.detail.role", { role: named }));
  }
  const email = text(event.payload.email);
  if (email && event.type === "organization.invitation-sent")
    details.push(translate("audit.detail.invited", { email }));
  const reason = text(event.reason);
  if (reason)
    details.push(
      Object.hasOwn(REASONS, reason)
        ? translate(REASONS[reason as keyof typeof REASONS]) // checked on the line before
        : reason,
    );
  return details;
}
