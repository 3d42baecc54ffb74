import type { Adapter } from "../db/adapter-types";

/** What the core emits; plugins add their own types as `"<plugin>.<what>"` strings. */
export type CoreSecurityEventType =
  | "sign-up"
  | "sign-in"
  | "sign-out"
  | "session.revoked"
  | "password.reset-requested"
  | "password.reset"
  | "password.changed"
  | "password.set"
  | "email.change-requested"
  | "email.changed"
  | "email.verified"
  | "account.linked"
  | "account.unlinked"
  | "user.deleted";

/** Why an attempt failed, where the core knows it; plugins may name their own. */
export type SecurityEventReason =
  | "wrong-password"
  | "unknown-user"
  | "banned"
  | "unverified"
  | "captcha-failed"
  | "rate-limited"
  | "second-factor-required"
  | "second-factor-failed";

/** Who did it: a user, an administrator acting on someone, or the system (no session). */
export type SecurityEventActor =
  | { type: "user"; id: string }
  | { type: "admin"; id: string }
  | { type: "system"; id: null };

/**
 * A small, flat payload: ids, names, methods, counts. Never a password, token, code or key
 * (the audit trail is read by people who must not learn them).
 */
export type SecurityEventPayload = Readonly<Record<string, string | number | boolean | null>>;

/** What a decision point says happened. */
export interface SecurityEventInput {
  type: CoreSecurityEventType | (string & {});
  /** Default "success". A failed attempt is stored even though nothing else is. */
  outcome?: "success" | "failure";
  reason?: SecurityEventReason | (string & {}) | null;
  /** Default: the request's signed-in user (the impersonating admin, during an impersonation), else the system. */
  actor?: SecurityEventActor;
  /** The user the event is about. Default: the actor's id when the actor is a user. */
  subject?: string | null;
  organizationId?: string | null;
  payload?: SecurityEventPayload;
}

/** The event as listeners receive it: the input resolved against the request. */
export interface SecurityEvent {
  id: string;
  type: string;
  time: Date;
  actor: SecurityEventActor;
  subject: string | null;
  organizationId: string | null;
  outcome: "success" | "failure";
  reason: string | null;
  /** The client IP per `advanced.ipAddress` (null with `disableIpTracking` or outside a request). */
  ipAddress: string | null;
  userAgent: string | null;
  /** The endpoint that decided (e.g. "/sign-in/email"), null outside a request. */
  path: string | null;
  payload: SecurityEventPayload;
}

/** Where a listener stores the event. */
export interface SecurityEventWrite {
  /**
   * The change's transaction when the event records a change made in one (write through it and
   * the event rolls back with the change), else the database itself (failed attempts always).
   */
  adapter: Adapter;
  /** True when `adapter` is the change's transaction: the event is not committed yet. */
  inTransaction: boolean;
}

/**
 * A plugin's listener (`securityEvents` in the plugin contract), e.g. the audit log's. Awaited:
 * what it throws fails the change (so a change is never stored without its event); a listener
 * that feeds something slow (a queue, a log shipper) hands off and returns.
 */
export type SecurityEventListener = (
  event: SecurityEvent,
  write: SecurityEventWrite,
) => void | Promise<void>;
